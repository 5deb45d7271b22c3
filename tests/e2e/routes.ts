import {navigation} from '../../src/navigation/navigation';
import {pagePaths} from '../../src/navigation/model';

/** Every page the site serves: the navigation model plus pages outside it. */
export const ROUTES: string[] = [
  ...pagePaths(navigation),
  '/site-directory',
  '/blog/new-docs-site',
  '/blog/whats-new-in-v3',
  '/blog/migrating-from-v2',
  '/blog/rendering-10000-rows',
];
