import './antd-identity';
// The plain input alone: antd's `Input` carries TextArea, Search, OTP and Password as
// statics, which would all ship with every page that has one text field.
export { default as Input } from 'antd/es/input/Input';
export type { InputProps, InputRef } from 'antd/es/input/Input';
