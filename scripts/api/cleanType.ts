/** How the reference prints code it read from a package: one line, without the bundler's namespace qualifiers. */

/** The namespaces a bundled .d.ts prefixes imported names with. */
const NAMESPACES = [
  '_tanstack_react_table',
  '_tanstack_table_core',
  'react_jsx_runtime',
  '_mui_material_OverridableComponent',
  '_mui_material',
  '_mui_x_date_pickers',
  'react',
];
const QUALIFIERS = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.`, 'g');

/** One line, namespace qualifiers such as `_tanstack_react_table.` removed, `{ a; b; }` spacing kept readable. */
export function cleanType(text: string): string {
  return text
    .replace(QUALIFIERS, '')
    .replace(/\s+/g, ' ')
    .replace(/;\s*}/g, ' }')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .trim();
}
