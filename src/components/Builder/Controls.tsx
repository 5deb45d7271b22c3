import React, {memo, useId} from 'react';
import Link from '@docusaurus/Link';
import type {ControlSpec, ControlValue} from '@site/src/builder/model';
import {Summary} from './Summary';
import styles from './styles.module.css';

export type OnOptionChange = (name: string, value: ControlValue | null) => void;

/** How a select shows a value: `'cell'` as cell, booleans as true/false. */
const shown = (value: ControlValue) => String(value);

/** One table option: its switch or select, labelled with the option's name, its first sentence and a note. */
export const OptionControl = memo(function OptionControl({
  control,
  value,
  note,
  hidden,
  onChange,
}: {
  control: ControlSpec;
  value: ControlValue | null;
  note: string | undefined;
  hidden: boolean;
  onChange: OnOptionChange;
}) {
  const id = useId();
  const summaryId = `${id}-summary`;
  const label = <code>{control.name}</code>;
  return (
    <div className={styles.control} hidden={hidden} data-option={control.name}>
      {control.kind === 'switch' ? (
        <label className={styles.switchLabel} htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={value === true}
            aria-describedby={summaryId}
            onChange={(event) => onChange(control.name, event.currentTarget.checked)}
          />
          {label}
        </label>
      ) : (
        <div className={styles.selectRow}>
          <label htmlFor={id}>{label}</label>
          <select
            id={id}
            className={styles.select}
            value={value === null ? '' : shown(value)}
            aria-describedby={summaryId}
            onChange={(event) => {
              const text = event.currentTarget.value;
              onChange(control.name, text === '' ? null : control.values!.find((v) => shown(v) === text)!);
            }}>
            {control.defaultValue === null ? <option value="">(not set)</option> : null}
            {control.values!.map((option) => (
              <option key={shown(option)} value={shown(option)}>
                {shown(option)}
                {option === control.defaultValue ? ' (default)' : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      <p id={summaryId} className={styles.summary}>
        <Summary text={control.summary} />{' '}
        <Link to={`/docs/api/table-options#${control.name}`} className={styles.apiLink}>
          Reference
        </Link>
      </p>
      {note ? (
        <p className={styles.note} role="note">
          {note}
        </p>
      ) : null}
    </div>
  );
});
