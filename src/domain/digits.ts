/** Keeps only the ASCII digits of a value: what the API receives for CPF, celular and code. */
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}
