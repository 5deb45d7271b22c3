/**
 * A slim stand-in for `prism-react-renderer`, aliased in by plugins/slim-prism
 * (this module for the server bundle; src/prism/client.tsx for the browser).
 * The package bundles Prism with ~20 languages and every colour theme (~33 KB
 * gzip); this site shows TypeScript, JavaScript, JSX, shell, JSON, CSS, HTML
 * and diffs only. Exposes the same `Highlight` render-prop API and `Prism`
 * object that Docusaurus' CodeBlock and the sandbox editor use.
 */
import Prism from './languages';
import {Highlight} from './Highlight';

export {Prism, Highlight};
export {normalizeTokens, themeToDict} from './tokens';
