#!/usr/bin/env bash
# Builds server/agent/spelling-names.txt: the given names and surnames a visitor can spell to the agent
# (the spelling follow-up of the name question; the grammar is these names letter by letter). Usage:
# bash scripts/make-spelling-names.sh (output committed; needs ruby-faker). Names: faker's name lists of the locales
# below, in Latin script, accents folded ("ł" → "l", "é" → "e"), lower case, 2–16 letters a–z, every spelling kept
# (spelling is what tells "nowak" from "novak"), plus the short lists of server/agent/screening-names.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
out=server/agent/spelling-names.txt
faker=$(ruby -e 'print Gem::Specification.find_by_name("faker").gem_dir' 2>/dev/null) || {
  echo "ruby-faker is not installed (apt-get install -y ruby-faker)" >&2
  exit 1
}
locales=en,en-US,en-GB,en-AU,en-CA,en-IND,en-NG,en-PAK,en-UG,en-NEP,es,es-MX,pl,it,pt-BR,fr,vi,id,tr,de
{
  ruby -ryaml -e '
  dir, keep = ARGV[0] + "/lib/locales", ARGV[1].split(",")
  def walk(h, &blk)
    h.each do |k, v|
      if v.is_a?(Hash) then walk(v, &blk)
      elsif v.is_a?(Array) && k.to_s =~ /^(first_name|last_name|male_first_name|female_first_name|neutral_first_name)$/
        v.flatten.each { |n| blk.call(n) if n.is_a?(String) }
      end
    end
  end
  Dir.glob("#{dir}/**/*.yml").sort.each do |f|
    loc = f.sub(dir + "/", "").sub(/\/name\.yml$|\.yml$/, "")
    next unless keep.include?(loc)
    names = YAML.load_file(f).values.first.dig("faker", "name") or next
    walk(names) { |n| puts n }
  end' "$faker" "$locales"
  node_modules/.bin/tsx -e 'import("./server/agent/screening-names.ts").then((m) => console.log([...m.FIRST_NAMES, ...m.LAST_NAMES].join("\n")))'
} | tr ' -' '\n\n' | sed 's/ł/l/g; s/Ł/L/g; s/đ/d/g; s/Đ/D/g; s/ı/i/g; s/ß/ss/g' | iconv -f utf-8 -t ascii//TRANSLIT |
  tr 'A-Z' 'a-z' | grep -E '^[a-z]{2,16}$' | LC_ALL=C sort -u > "$out"
echo "$out: $(wc -l < "$out") names"
