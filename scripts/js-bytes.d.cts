export function pageAssets(
  outDir: string,
  htmlFile: string,
): {
  js: number;
  css: number;
  fonts: number;
  scripts: string[];
  styles: string[];
  fontFiles: string[];
};
