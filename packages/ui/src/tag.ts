import './antd-identity';
export { default as Tag } from 'antd/es/tag';
