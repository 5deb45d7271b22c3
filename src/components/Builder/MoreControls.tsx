import React from 'react';
import Link from '@docusaurus/Link';
import {FORMATS} from '@site/src/builder/formats';
import {
  COLUMNS,
  COLUMN_SIZES,
  COLUMN_SWITCHES,
  MRT_THEME_KEYS,
  columnSettings,
  withColumnSetting,
  withPrimaryColor,
  withThemeColor,
  type BuilderState,
} from '@site/src/builder/model';
import styles from './styles.module.css';

type Change = (update: (state: BuilderState) => BuilderState, coalesce?: string) => void;

/** Each column's filter variant, switches, size and Cell format. */
export function ColumnControls({state, change}: {state: BuilderState; change: Change}) {
  return (
    <section className={styles.controls} aria-labelledby="builder-columns">
      <h2 id="builder-columns">Columns</h2>
      <p className={styles.sectionIntro}>
        Column options (<Link to="/docs/api/column-options">Column Options</Link>). The number column offers no select
        filters: on numbers they crash MRT 3.2.1 (
        <Link to="/docs/guides/known-issues#a-select-filter-on-a-number-column-crashes-the-table">Known Issues</Link>
        ). The date column reads its text as a <code>Date</code>, so it always has a <code>Cell</code>.
      </p>
      <div className={styles.columnGrid}>
        {COLUMNS.map((column) => {
          const settings = columnSettings(state, column);
          const id = `builder-column-${column.id}`;
          return (
            <fieldset key={column.id} className={styles.group}>
              <legend>
                {column.header} <span className={styles.kind}>({column.kind})</span>
              </legend>
              <label className={styles.smallSelect} htmlFor={`${id}-filterVariant`}>
                <code>filterVariant</code>
              </label>
              <select
                id={`${id}-filterVariant`}
                className={styles.select}
                value={settings.filterVariant}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  change((current) => withColumnSetting(current, column, 'filterVariant', value));
                }}>
                {column.filterVariants.map((variant, index) => (
                  <option key={variant} value={variant}>
                    {variant}
                    {index === 0 ? ' (default)' : ''}
                  </option>
                ))}
              </select>
              <label className={styles.smallSelect} htmlFor={`${id}-size`}>
                <code>size</code>
              </label>
              <select
                id={`${id}-size`}
                className={styles.select}
                value={settings.size}
                onChange={(event) => {
                  const value = Number(event.currentTarget.value);
                  change((current) => withColumnSetting(current, column, 'size', value));
                }}>
                {COLUMN_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                    {size === 180 ? ' (default)' : ''}
                  </option>
                ))}
              </select>
              {column.formats.length > 0 ? (
                <>
                  <label className={styles.smallSelect} htmlFor={`${id}-format`}>
                    <code>Cell</code> format
                  </label>
                  <select
                    id={`${id}-format`}
                    className={styles.select}
                    value={settings.format}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      change((current) => withColumnSetting(current, column, 'format', value));
                    }}>
                    {column.formats.map((format) => (
                      <option key={format} value={format}>
                        {FORMATS[format]!.label}
                      </option>
                    ))}
                  </select>
                </>
              ) : null}
              {COLUMN_SWITCHES.map((name) => (
                <label key={name} className={styles.switchLabel}>
                  <input
                    type="checkbox"
                    role="switch"
                    className={styles.switch}
                    checked={settings[name]}
                    onChange={(event) => {
                      const value = event.currentTarget.checked;
                      change((current) => withColumnSetting(current, column, name, value));
                    }}
                  />
                  <code>{name}</code>
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}

/** One colour: a picker labelled with its name, and Clear once set (else what it is left to). */
function ColorRow({
  name,
  value,
  unset,
  set,
}: {
  name: string;
  value: string | undefined | null;
  /** What the colour is when not set. */
  unset: string;
  /** Sets the colour, or clears it with null. */
  set: (color: string | null) => void;
}) {
  return (
    <div className={styles.colorRow}>
      <label className={styles.colorLabel}>
        <input type="color" value={value ?? '#888888'} onChange={(event) => set(event.currentTarget.value)} />
        <code>{name}</code>
      </label>
      {value ? (
        <button type="button" className={styles.clear} aria-label={`Clear ${name}`} onClick={() => set(null)}>
          Clear
        </button>
      ) : (
        <span className={styles.unset}>{unset}</span>
      )}
    </div>
  );
}

/** The primary colour and the `mrtTheme` colours: each set with a colour picker, or left to the theme. */
export function ThemeControls({state, change}: {state: BuilderState; change: Change}) {
  return (
    <section className={styles.controls} aria-labelledby="builder-theme">
      <h2 id="builder-theme">Theme</h2>
      <p className={styles.sectionIntro}>
        Light or dark follows the site&apos;s switch. A primary colour gives the table a MUI theme of its own (
        <code>ThemeProvider</code>): its checkboxes and selected rows take that colour. MRT derives the other colours
        from the MUI theme unless{' '}
        <Link to="/docs/api/table-options#mrtTheme">
          <code>mrtTheme</code>
        </Link>{' '}
        sets them (<Link to="/docs/guides/theming">Theming</Link>); a colour set here is the same in both schemes.
      </p>
      <div className={styles.themeGrid}>
        <ColorRow
          name="palette.primary.main"
          value={state.primary}
          unset="the page's theme"
          // a colour being dragged in the picker shares one history entry (useAddressState)
          set={(color) => change((current) => withPrimaryColor(current, color), color ? 'primary' : '')}
        />
        {MRT_THEME_KEYS.map((key) => (
          <ColorRow
            key={key}
            name={key}
            value={state.mrtTheme[key]}
            unset="from the MUI theme"
            set={(color) => change((current) => withThemeColor(current, key, color), color ? key : '')}
          />
        ))}
      </div>
    </section>
  );
}
