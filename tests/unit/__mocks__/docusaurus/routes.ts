/**
 * Mock of `@generated/routes`: an exact route for every page of the navigation model. A test that renders
 * other addresses as pages pushes routes for them before its first render.
 */
import {navigation} from '@site/src/navigation/navigation';
import {pagePaths} from '@site/src/navigation/model';
import type {RouteLike} from '@site/src/navigation/breadcrumbs';

const routes: RouteLike[] = pagePaths(navigation).map((path) => ({path, exact: true}));
export default routes;
