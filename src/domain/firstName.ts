/** The first word of a voter's name, for 'Olá, {first name}.' on /perfil. */
export function firstNameOf(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}
