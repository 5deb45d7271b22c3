import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {navigation} from './src/navigation/navigation';
import {buildDocsSidebar} from './src/navigation/sidebar';

/** A doc id exists when `docs/<id>.md(x)` does. */
const hasDoc = (id: string): boolean =>
  ['.mdx', '.md'].some((ext) => fs.existsSync(path.join(__dirname, 'docs', `${id}${ext}`)));

/** Derived from the one navigation model (src/navigation/navigation.ts); never edit by hand. */
const sidebars: SidebarsConfig = {
  docs: buildDocsSidebar(navigation, hasDoc) as SidebarsConfig[string],
};

export default sidebars;
