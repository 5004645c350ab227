import './antd-identity';
// antd's rules for what this entry renders, computed at build time (scripts/antd-css.mjs).
import './antd-css/shared.css';
import './antd-css/button.css';
import './antd-css/wave.css';
export { default as Button } from 'antd/es/button';
export type { ButtonProps } from 'antd/es/button';
