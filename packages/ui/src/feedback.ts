import './antd-identity';
export { default as Alert } from 'antd/es/alert';
export { default as Result } from 'antd/es/result';
export { default as Empty } from 'antd/es/empty';
export { default as Spin } from 'antd/es/spin';
