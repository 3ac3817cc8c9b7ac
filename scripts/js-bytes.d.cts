export function pageAssets(
  outDir: string,
  htmlFile: string,
): { js: number; css: number; scripts: string[]; styles: string[] };
