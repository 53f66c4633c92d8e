/** Replaces {{name}} placeholders (the i18next syntax) for texts of lazily loaded chunks. */
export function fillText(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
