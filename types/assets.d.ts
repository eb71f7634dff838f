// Asset imports handled by webpack (style-loader/css-loader, asset modules).
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
