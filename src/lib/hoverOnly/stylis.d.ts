/** The parts of Stylis 4 (Emotion's CSS compiler) the site and its tests use. */
declare module 'stylis' {
  type Plugin = (element: never, index: number, children: never[], callback: Plugin) => string | void;
  export const prefixer: Plugin;
  export const stringify: Plugin;
  export function compile(css: string): never[];
  export function middleware(plugins: Plugin[]): Plugin;
  export function serialize(elements: never[], callback: Plugin): string;
}
