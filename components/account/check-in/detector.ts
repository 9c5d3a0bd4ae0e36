/**
 * A QR reader for the check-in desk: the browser's own BarcodeDetector where it has one that reads
 * QR codes (Chrome on Android and macOS, Safari 17+), otherwise the barcode-detector ponyfill (the
 * same API over ZXing-C++ compiled to WebAssembly), loaded only then, with its WebAssembly from our
 * own origin.
 */
type Detector = { detect(source: ImageBitmapSource | HTMLVideoElement): Promise<{ rawValue: string }[]> };
type NativeDetectorClass = { new (o: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> };

let made: Promise<Detector> | undefined;

export function qrDetector(): Promise<Detector> {
  return (made ??= (async () => {
    const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
    const formats: string[] = Native ? await Native.getSupportedFormats().catch(() => []) : [];
    if (Native && formats.includes("qr_code")) return new Native({ formats: ["qr_code"] });
    const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
    prepareZXingModule({
      overrides: { locateFile: (file: string, prefix: string) => (file.endsWith(".wasm") ? "/account/check-in/zxing-reader.wasm" : prefix + file) },
    });
    return new BarcodeDetector({ formats: ["qr_code"] }) as Detector;
  })());
}
