import './antd-identity';
// antd's rules for what this entry renders, computed at build time (scripts/antd-css.mjs).
import './antd-css/shared.css';
import './antd-css/input-shared.css';
import './antd-css/input-textarea.css';
// The multi-line input alone (antd's `Input.TextArea` would bring Input's other statics along).
export { default as TextArea } from 'antd/es/input/TextArea';
export type { TextAreaProps, TextAreaRef } from 'antd/es/input/TextArea';
