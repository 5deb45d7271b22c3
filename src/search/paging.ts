/**
 * Paging through ranked pages' sections: each page contributes its sections in order, and a window (`offset`,
 * `limit`) of that list is returned. Worked out from each page's number of sections alone, so only the pages in
 * the window need their sections listed.
 */

/** A page with sections in the window: its place in the ranking and which of its sections fall inside. */
export interface PageSlice {
  index: number;
  from: number;
  to: number;
}

/** The window over pages having `counts[i]` sections each: the slices in it and the sections in all. */
export function sectionWindow(counts: number[], offset: number, limit: number): {slices: PageSlice[]; total: number} {
  const end = offset + limit;
  const slices: PageSlice[] = [];
  let total = 0;
  counts.forEach((count, index) => {
    let from = -1;
    let to = -1;
    for (let section = 0; section < count && total + section < end; section += 1) {
      if (total + section < offset) continue;
      if (from < 0) from = section;
      to = section + 1;
    }
    if (from >= 0) slices.push({index, from, to});
    total += count;
  });
  return {slices, total};
}
