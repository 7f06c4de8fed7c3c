// jsdom's Blob has no arrayBuffer(), which every browser the app supports has: read it with
// FileReader, as a browser would.
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsArrayBuffer(this);
      });
    },
  });
}
