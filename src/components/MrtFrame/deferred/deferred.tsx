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
    // The tree must not depend on whether the part has been fetched: the server fetches it once for all
    // the pages it renders, the browser not before hydration, and hydration fails on a Suspense boundary
    // where the HTML has none (or none where it has one). So both paths render the same boundary, and a
    // closed part stays empty until this instance opens, wherever and whenever it was fetched.
    if (untilOpen && !wasOpen && !props.open) return null;
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
