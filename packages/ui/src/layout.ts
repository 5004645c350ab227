import './antd-identity';
// antd's rules for what this entry renders, computed at build time (scripts/antd-css.mjs).
import './antd-css/shared.css';
import './antd-css/flex.css';
import './antd-css/space.css';
import './antd-css/divider.css';
export { default as Flex } from 'antd/es/flex';
export { default as Space } from 'antd/es/space';
export { default as Divider } from 'antd/es/divider';
