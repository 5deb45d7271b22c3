import React, {useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState} from 'react';
import Button from '@mui/material/Button';
import {MrtFrame} from '@site/src/components/MrtFrame';
import {ChromeClassNames} from '@site/src/layout/classNames';
import {entryMatches} from '@site/src/api/filter';
import {notesFor} from '@site/src/builder/combinations';
import {parseSearch, stateToSearch} from '@site/src/builder/url';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {addressPending, addressShown} from './addressPending';
import {
  CONTROLS,
  DEFAULT_STATE,
  DENSITIES,
  GROUPS,
  PAGE_SIZES,
  ROW_COUNTS,
  optionValue,
  withLargeDataGuard,
  withOption,
  type BuilderState,
  type ControlValue,
} from '@site/src/builder/model';
import {OptionControl} from './Controls';
import {CodePanel} from './CodePanel';
import {ColumnControls, ThemeControls} from './MoreControls';
import {LiveTable} from './LiveTable';
import styles from './styles.module.css';

/** The state of the page's address, and the notes for what it ignored. */
function readAddress(): {state: BuilderState; notes: string[]} {
  const parsed = parseSearch(window.location.search);
  const guarded = withLargeDataGuard(parsed.state);
  return {state: guarded.state, notes: guarded.note ? [...parsed.notes, guarded.note] : parsed.notes};
}

/**
 * The builder's state lives in the address: each change pushes an entry (so Back steps back), and Back,
 * Forward, a link to another address or a pasted one read it again. The server and hydration render the
 * defaults, and the address is read right after hydration (hidden meanwhile: addressPending.ts); a client-side
 * visit reads it at once.
 */
function useAddressState() {
  const isBrowser = useIsBrowser();
  const [initial] = useState(() =>
    isBrowser ? {...readAddress(), read: true} : {state: DEFAULT_STATE, notes: [] as string[], read: false},
  );
  const [state, setState] = useState<BuilderState>(initial.state);
  const [notes, setNotes] = useState<string[]>(initial.notes);
  const [addressRead, setAddressRead] = useState(initial.read);
  const stateRef = useRef(state);
  stateRef.current = state;

  const read = useCallback(() => {
    const address = readAddress();
    setState(address.state);
    setNotes(address.notes);
    setAddressRead(true);
  }, []);
  // read after hydration (the server rendered the defaults) and after each navigation of the router, such as
  // a link on this page to another builder address; a client-side visit read it in its first render
  const location = useLocation();
  const readFor = useRef(initial.read ? location : null);
  useEffect(() => {
    if (readFor.current === location) return;
    readFor.current = location;
    read();
  }, [location, read]);
  // Back and Forward, also over the entries the builder pushed itself (which the router did not make)
  useEffect(() => {
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [read]);

  const lastPush = useRef({coalesce: '', at: 0});
  /** Applies a change; changes with the same `coalesce` within a second (a colour being dragged) share one entry. */
  const change = useCallback((update: (state: BuilderState) => BuilderState, coalesce = '') => {
    const guarded = withLargeDataGuard(update(stateRef.current));
    const next = guarded.state;
    stateRef.current = next;
    setState(next);
    setNotes(guarded.note ? [guarded.note] : []);
    const search = stateToSearch(next);
    const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
    if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
    const now = Date.now();
    const same = coalesce !== '' && lastPush.current.coalesce === coalesce && now - lastPush.current.at < 1000;
    lastPush.current = {coalesce, at: now};
    if (same) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
  }, []);

  return {state, notes, change, addressRead};
}

function SmallSelect<T extends string | number>({
  label,
  value,
  values,
  onChange,
  format = String,
}: {
  label: string;
  value: T;
  values: readonly T[];
  onChange: (value: T) => void;
  format?: (value: T) => string;
}) {
  const id = useId();
  return (
    <span className={styles.smallSelect}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={String(value)}
        onChange={(event) => onChange(values.find((v) => String(v) === event.currentTarget.value)!)}>
        {values.map((option) => (
          <option key={String(option)} value={String(option)}>
            {format(option)}
          </option>
        ))}
      </select>
    </span>
  );
}

const thousands = (value: number) => value.toLocaleString('en-US').replace(/,/g, ' ');

/**
 * While the preview sticks under the top bar (styles.module.css), the page's scroll padding is its bottom edge,
 * so that focusing or scrolling to a control never leaves it under the preview.
 */
function useScrollPaddingUnder(preview: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = preview.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const update = () => {
      const sticky = getComputedStyle(element).position === 'sticky';
      root.style.scrollPaddingTop = sticky ? `${Math.ceil(element.getBoundingClientRect().height + 56 + 8)}px` : '';
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.scrollPaddingTop = '';
    };
  }, [preview]);
}

/** The Table Builder: the options' controls, the live table and its code. */
export default function Builder() {
  const {state, notes, change, addressRead} = useAddressState();
  // the table and its code follow in a render of their own, after the control that changed has painted
  const shown = useDeferredValue(state);
  useEffect(() => {
    if (addressRead && shown === state) addressShown();
  }, [addressRead, shown, state]);
  // while the builder is hidden for its address, the table renders with the page rather than when it nears
  // the viewport (MrtFrame), so that it is the address's table when the builder shows
  const [eagerTable] = useState(() => typeof document !== 'undefined' && addressPending());
  const preview = useRef<HTMLDivElement>(null);
  useScrollPaddingUnder(preview);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const combinationNotes = useMemo(() => notesFor(state), [state]);

  const onOption = useCallback(
    (name: string, value: ControlValue | null) => change((current) => withOption(current, name, value)),
    [change],
  );

  const shownControls = useMemo(() => {
    const filter = {query: deferredQuery, source: '' as const};
    return new Set(
      CONTROLS.filter((control) => entryMatches({...control, description: control.summary}, filter)).map(
        (control) => control.name,
      ),
    );
  }, [deferredQuery]);

  return (
    <div className={`${styles.builder} ${ChromeClassNames.builder}`}>
      <div className={styles.bar} role="group" aria-label="Rows and first view">
        <SmallSelect
          label="Rows"
          value={state.rows}
          values={ROW_COUNTS}
          format={thousands}
          onChange={(rows) => change((current) => ({...current, rows}))}
        />
        <SmallSelect
          label="density"
          value={state.density}
          values={DENSITIES}
          onChange={(density) => change((current) => ({...current, density}))}
        />
        <SmallSelect
          label="pageSize"
          value={state.pageSize}
          values={PAGE_SIZES}
          onChange={(pageSize) => change((current) => ({...current, pageSize}))}
        />
        <Button size="small" variant="outlined" onClick={() => change(() => DEFAULT_STATE)}>
          Reset
        </Button>
      </div>
      {notes.length > 0 ? (
        <ul className={styles.notes} aria-label="Notes about the address">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.preview} ref={preview}>
        <div className={styles.tablePane}>
          <MrtFrame eager={eagerTable}>
            <LiveTable state={shown} />
          </MrtFrame>
        </div>
        <CodePanel state={shown} />
      </div>
      <section className={styles.controls} aria-labelledby="builder-options">
        <h2 id="builder-options">Table options</h2>
        <label className={styles.filter}>
          <span>Filter the options</span>
          <input
            type="search"
            value={query}
            placeholder="pin, edit, filter…"
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </label>
        <p className={styles.count} aria-live="polite">
          {shownControls.size} of {CONTROLS.length} options
        </p>
        <div className={styles.groups}>
          {GROUPS.map((group) => {
            const controls = CONTROLS.filter((control) => control.group === group.slug);
            const visible = controls.some((control) => shownControls.has(control.name));
            return (
              <fieldset key={group.slug} className={styles.group} hidden={!visible}>
                <legend>{group.title}</legend>
                {controls.map((control) => (
                  <OptionControl
                    key={control.name}
                    control={control}
                    value={optionValue(state, control)}
                    note={combinationNotes.get(control.name)}
                    hidden={!shownControls.has(control.name)}
                    onChange={onOption}
                  />
                ))}
              </fieldset>
            );
          })}
        </div>
      </section>
      <ColumnControls state={state} change={change} />
      <ThemeControls state={state} change={change} />
    </div>
  );
}
