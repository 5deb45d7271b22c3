import * as ReactVirtual from '@tanstack/react-virtual';
import {provideVirtualizer} from '.';

/**
 * Imported (for its effect) by a page whose tables virtualize from their
 * first render: the real virtualizer ships with that page and MRT has it
 * before the first render. See ./index.ts.
 */
provideVirtualizer(ReactVirtual);
