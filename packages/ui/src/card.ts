import './antd-identity';
export { default as Card } from 'antd/es/card';
