import './antd-identity';
// antd's rules for what this entry renders, computed at build time (scripts/antd-css.mjs).
import './antd-css/shared.css';
import './antd-css/tag.css';
import './antd-css/tag-preset.css';
import './antd-css/tag-status.css';
export { default as Tag } from 'antd/es/tag';
