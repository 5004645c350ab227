import './antd-identity';
export { default as Result } from 'antd/es/result';
