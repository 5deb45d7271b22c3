/**
 * Prism with TSX only, for the live editor (Sandbox.tsx, loaded when a visitor opens it). Code blocks are
 * coloured at build time (plugins/shiki); this is the one highlighter that runs in the browser.
 */
import './editorPrismSetup';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';

export default Prism;
