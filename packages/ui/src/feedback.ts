import './antd-identity';
// antd's rules for what this entry renders, computed at build time (scripts/antd-css.mjs).
import './antd-css/shared.css';
import './antd-css/alert.css';
import './antd-css/empty.css';
export { default as Alert } from 'antd/es/alert';
export { default as Empty } from 'antd/es/empty';
