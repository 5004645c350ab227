import './antd-identity';
export { default as Input } from 'antd/es/input';
export type { InputProps, InputRef } from 'antd/es/input';
