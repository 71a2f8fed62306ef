/**
 * The first word of a voter's name, for 'Olá, {first name}.' on /perfil. Also applied by the
 * prerendered page's starter script before the app runs (decision 142), which a unit test holds
 * to this function.
 */
export function firstNameOf(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}
