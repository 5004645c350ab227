import './antd-identity';
export { default as Alert } from 'antd/es/alert';
export { default as Empty } from 'antd/es/empty';
