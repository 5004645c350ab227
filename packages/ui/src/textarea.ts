import './antd-identity';
// The multi-line input alone (antd's `Input.TextArea` would bring Input's other statics along).
export { default as TextArea } from 'antd/es/input/TextArea';
export type { TextAreaProps, TextAreaRef } from 'antd/es/input/TextArea';
