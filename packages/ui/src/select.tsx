// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every program that includes this file needs the ambient *.css module
/// <reference path="./css.d.ts" />
import './antd-identity';
import type { Ref, SelectHTMLAttributes } from 'react';
import './select.css';

export interface SelectOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

export interface SelectProps<V extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly options: readonly SelectOption<V>[];
  /** The <select> element (a form library focuses a field in error through it). */
  readonly ref?: Ref<HTMLSelectElement>;
}

/**
 * A styled native select: keyboard, screen-reader and mobile behaviour for free, and none
 * of antd Select's 35 KB gzip on pages that only need to pick one of a few options.
 */
export function Select<V extends string>({ value, onChange, options, className, ...rest }: SelectProps<V>) {
  return (
    <select {...rest} className={`estante-select${className ? ` ${className}` : ''}`} value={value} onChange={(e) => onChange(e.target.value as V)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
