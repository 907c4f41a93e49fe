/**
 * A code name as words for a picker: `neonCity` -> `Neon City`, `teemillProDark` ->
 * `Teemill Pro Dark`, `logged-in` -> `Logged In`, `standard` -> `Standard`.
 */
export function humanizeName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
