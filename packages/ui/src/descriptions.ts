import './antd-identity';
// antd's rules for what this entry renders, computed at build time (scripts/antd-css.mjs).
import './antd-css/shared.css';
import './antd-css/descriptions.css';
export { default as Descriptions } from 'antd/es/descriptions';
export type { DescriptionsProps } from 'antd/es/descriptions';
