/** Remark plugin: see remark.cjs. */
declare function remarkPageComponents(): (tree: unknown, file: {path?: string}) => void;
declare namespace remarkPageComponents {
  const COMPONENT_SOURCES: Record<'ExampleDemo' | 'ExampleSource' | 'ApiOptionsTable', string>;
}
export = remarkPageComponents;
