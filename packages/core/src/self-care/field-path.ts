/** Where in a theme a problem is: property names and array indexes from the theme's root. */
export type FieldPath = readonly (string | number)[];

/** What an author must fix, and where. */
export interface ThemeProblem {
  path: FieldPath;
  message: string;
}

/**
 * A field's place as an author reads it, from the theme's folder: `anxiety-steady-ground/sessions[1].screens[3].alt.fr`
 * (the theme itself: `anxiety-steady-ground`).
 */
export function formatFieldPath(themeId: string, path: FieldPath): string {
  const field = path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
  return field ? `${themeId}/${field}` : themeId;
}
