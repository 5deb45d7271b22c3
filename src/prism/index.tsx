/**
 * A slim stand-in for `prism-react-renderer`, aliased in for the browser and
 * SSR bundles by plugins/slim-prism. The package bundles Prism with ~20
 * languages and every colour theme (~33 KB gzip in every page's JS); this site
 * shows TypeScript, JavaScript, JSX, shell, JSON, CSS, HTML and diffs only.
 * Exposes the same `Highlight` render-prop API and `Prism` object that
 * Docusaurus' CodeBlock and prism-include-languages use.
 */
import './setup';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-diff';
import {Highlight} from './Highlight';

export {Prism, Highlight};
export {normalizeTokens, themeToDict} from './tokens';
