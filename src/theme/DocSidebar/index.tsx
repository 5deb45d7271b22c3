/** The shell's drawer is the only navigation; Docusaurus' sidebar never renders. */
export default function DocSidebar(): null {
  return null;
}
