import './antd-identity';
// antd's rules for what this entry renders, computed at build time (scripts/antd-css.mjs).
import './antd-css/shared.css';
import './antd-css/input-shared.css';
import './antd-css/input-component.css';
// The plain input alone: antd's `Input` carries TextArea, Search, OTP and Password as
// statics, which would all ship with every page that has one text field.
export { default as Input } from 'antd/es/input/Input';
export type { InputProps, InputRef } from 'antd/es/input/Input';
