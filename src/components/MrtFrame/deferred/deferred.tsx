import React, {Suspense, lazy, useState, type ComponentType} from 'react';

/**
 * MRT imports every component any of its features might need: the date,
 * date-time and time pickers (~60 KB gzip), Autocomplete and Slider for some
 * filters; dialogs for modal editing; menus; chips, page-number pagination,
 * radios and switches for options most tables leave off. Every table page
 * would download them although most tables never show them. plugins/mrt-deferred
 * points MRT's imports of them at the modules in this folder, which load the
 * real component the first time it renders.
 *
 * Only parts that are absent from a table's first render belong here. MRT's
 * skeletons and progress bars show on the first render of every table that
 * loads its data, one per cell: deferred, each cell became a suspended
 * boundary that hydration kept retrying (a loading table hydrated ~1 s
 * slower), so they stay in the table bundle.
 */
type AnyComponent = ComponentType<Record<string, unknown>>;

interface DeferOptions {
  /** Render nothing while loading (for parts with no place of their own: dialogs, chips, menu rows). */
  quiet?: boolean;
  /** Until first opened, `open={false}` renders nothing and loads nothing (a closed dialog shows nothing anyway). */
  untilOpen?: boolean;
  /**
   * Fetched by `preloadDeferredParts` even if no table has rendered it yet: the small parts a visitor's first
   * clicks open (dialogs, menus), which MRT renders only once they are open.
   */
  common?: boolean;
}

/** What `load` resolves to, as for React.lazy: a module whose default export is the component. */
type ComponentModule = {default: unknown};

/** Loaders not yet fetched of the `common` deferred parts and of those a table on the page has rendered. */
const wanted = new Set<() => Promise<unknown>>();

/**
 * Every part's loader, by the class its root carries in server HTML, made from its label the way MUI names
 * classes ('pagination item' → `MuiPaginationItem-root`): a table whose kept server HTML shows the class
 * fetches the part before coming to life (`loadPartsShownIn`), so the live table never shows a stand-in
 * where the served one showed the part.
 */
const byMarker = new Map<string, () => Promise<unknown>>();
const markerOf = (label: string) =>
  `Mui${label.replace(/(?:^|\s)(\w)/g, (_, first: string) => first.toUpperCase())}-root`;

/**
 * Fetches every deferred part that `html` (a table's server HTML) shows, and resolves once all have arrived
 * (or failed: the stand-in then loads it again when it renders). MrtFrame awaits it before a table it keeps as
 * server HTML comes to life, so the table does not flash a stand-in where the part was.
 */
export function loadPartsShownIn(html: string): Promise<void> {
  const loads = [...byMarker].filter(([marker]) => html.includes(marker)).map(([, load]) => load());
  return Promise.all(loads.map((load) => load.catch(() => undefined))).then(() => undefined);
}

/**
 * Fetches the deferred parts a first click is likely to open (dialogs, menus) and every one a table on the
 * page has rendered so far (a closed dialog of an example, a select's menu…), so that opening one does not
 * wait for the network. MrtFrame calls it when the browser is idle after hydration and when the pointer
 * reaches a table. Parts no table has shown (date pickers, sliders…) still load on first render.
 */
export function preloadDeferredParts(): void {
  for (const preload of wanted) void preload().catch(() => undefined);
  wanted.clear();
}

/** A stand-in that renders `load()`'s component once it has arrived (an empty box until then). */
export function deferred(
  load: () => Promise<ComponentModule>,
  label: string,
  {quiet = false, untilOpen = false, common = false}: DeferOptions = {},
) {
  let loaded = false;
  /** The component, once fetched (by a preload or an earlier render). */
  let Component: AnyComponent | null = null;
  let loading: Promise<ComponentModule> | null = null;
  // one request, shared by the preload and the first render
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = true;
        Component = module.default as AnyComponent;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  if (common) wanted.add(loadOnce);
  byMarker.set(markerOf(label), loadOnce);
  // the server renders every page's parts at once: fetched up front, the first page that shows one does not
  // stream it in later (and then keep its loading stand-in in the HTML until the reveal script runs)
  if (__MRT_DEFERRED_SERVER__) void loadOnce().catch(() => undefined);
  const Lazy = lazy(() =>
    loadOnce().then((module) => {
      loaded = true;
      return module as {default: AnyComponent};
    }),
  );
  const fallback = quiet ? null : (
    <span className="mrt-deferred-loading" role="progressbar" aria-label={`Loading ${label}`} />
  );
  function Deferred(props: Record<string, unknown>) {
    // fetched before this instance first rendered: render it directly, with no suspended pass (a dialog's
    // title, content and actions would otherwise each wait one); an instance keeps the path it started on
    const [Ready] = useState(() => Component);
    // whether this instance has been open (state from an earlier render, updated while rendering)
    const [wasOpen, setWasOpen] = useState(false);
    if (props.open && !wasOpen) setWasOpen(true);
    if (!loaded && loading === null) wanted.add(loadOnce);
    // a closed part stays empty until this instance opens, wherever and whenever it was fetched
    if (untilOpen && !wasOpen && !props.open) return null;
    // The server has every part before it renders a page (serverWarmup.ts) and renders it in place: around a
    // part of a large page, a Suspense boundary makes React's stream renderer move the part's HTML to the end
    // of the document, with the loading stand-in in its place until an inline script swaps them. The browser
    // never hydrates a table (MrtFrame keeps its server HTML and renders the live table afresh), so its tree
    // need not match this one.
    if (typeof window === 'undefined' && Ready) return <Ready {...props} />;
    return <Suspense fallback={fallback}>{Ready ? <Ready {...props} /> : <Lazy {...props} />}</Suspense>;
  }
  Deferred.displayName = `Deferred${label.replace(/\W/g, '')}`;
  return Deferred;
}

/** A date/time picker, delivered with the dayjs localization context pickers need (MRT's filters use dayjs). */
export function lazyPicker(load: () => Promise<ComponentModule>, label: string) {
  return deferred(
    () =>
      Promise.all([load(), import('./PickerContext')]).then(([picker, {PickerContext}]) => {
        const Picker = picker.default as AnyComponent;
        return {
          default: function PickerWithContext(props: Record<string, unknown>) {
            return (
              <PickerContext>
                <Picker {...props} />
              </PickerContext>
            );
          },
        };
      }),
    label,
  );
}
