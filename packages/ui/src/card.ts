import './antd-identity';
// antd's rules for what this entry renders, computed at build time (scripts/antd-css.mjs).
import './antd-css/shared.css';
import './antd-css/card.css';
export { default as Card } from 'antd/es/card';
