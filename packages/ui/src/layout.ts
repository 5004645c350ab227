import './antd-identity';
export { default as Flex } from 'antd/es/flex';
export { default as Space } from 'antd/es/space';
export { default as Divider } from 'antd/es/divider';
