// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- every program that includes this file needs the ambient *.css module
/// <reference path="./css.d.ts" />
import './antd-identity';
import type { Ref, SelectHTMLAttributes } from 'react';
import tokens from './theme-tokens.json';
import './select.css';

export interface SelectOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

export interface SelectProps<V extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'size'> {
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly options: readonly SelectOption<V>[];
  /** The size of the antd inputs beside it: `middle` (default, antd's control height) or `large`. */
  readonly size?: 'middle' | 'large';
  /** The <select> element (a form library focuses a field in error through it). */
  readonly ref?: Ref<HTMLSelectElement>;
}

/**
 * The element carries antd's variable scope (the theme's `cssVar.key`, the class every antd
 * component carries): select.css then reads the same variables as antd's Input — the control's
 * height, font size, radius, line width — so it is the inputs' height at every zoom.
 */
const SCOPE = tokens.cssVarKey;

/**
 * A styled native select: keyboard, screen-reader and mobile behaviour for free, and none
 * of antd Select's 35 KB gzip on pages that only need to pick one of a few options.
 */
export function Select<V extends string>({ value, onChange, options, className, size = 'middle', ...rest }: SelectProps<V>) {
  return (
    <select
      {...rest}
      className={`estante-select ${SCOPE}${size === 'large' ? ' estante-select--large' : ''}${className ? ` ${className}` : ''}`}
      value={value}
      onChange={(e) => onChange(e.target.value as V)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
