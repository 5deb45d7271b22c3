import React, {Suspense, lazy, type ComponentType} from 'react';

/**
 * MRT imports every component any of its filters might need: the date,
 * date-time and time pickers (~60 KB gzip), Autocomplete and Slider, so every
 * table page would download them although most tables never show those
 * filters. plugins/examples points MRT's imports of them at the modules in
 * this folder, which load the real component the first time it renders.
 */
type AnyComponent = ComponentType<Record<string, unknown>>;

/** A stand-in that renders `load()`'s component once it has arrived (an empty box until then). */
export function deferred(load: () => Promise<AnyComponent>, label: string) {
  const Lazy = lazy(() => load().then((component) => ({default: component})));
  function Deferred(props: Record<string, unknown>) {
    return (
      <Suspense fallback={<span className="mrt-deferred-loading" role="progressbar" aria-label={`Loading ${label}`} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred${label.replace(/\W/g, '')}`;
  return Deferred;
}

/** A date/time picker, delivered with the dayjs localization context pickers need (MRT's filters use dayjs). */
export function lazyPicker(load: () => Promise<AnyComponent>, label: string) {
  return deferred(
    () =>
      Promise.all([load(), import('./PickerContext')]).then(
        ([Picker, {PickerContext}]) =>
          function PickerWithContext(props: Record<string, unknown>) {
            return (
              <PickerContext>
                <Picker {...props} />
              </PickerContext>
            );
          },
      ),
    label,
  );
}
