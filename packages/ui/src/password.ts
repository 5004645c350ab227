import './antd-identity';
// antd's rules for what this entry renders, computed at build time (scripts/antd-css.mjs).
import './antd-css/shared.css';
import './antd-css/input-shared.css';
import './antd-css/input-component.css';
export { default as Password } from 'antd/es/input/Password';
export type { PasswordProps } from 'antd/es/input/Password';
