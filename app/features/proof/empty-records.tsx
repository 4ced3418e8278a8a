/** What a part of the pack says when none of its records is valid today: ask us. */
export function EmptyRecords({ text }: { text: string }) {
  return <p className="max-w-3xl rounded-lg border border-steel-300 bg-white p-6 text-navy-900">{text}</p>;
}
