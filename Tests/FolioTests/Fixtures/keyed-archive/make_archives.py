#!/usr/bin/env python3
"""Writes the keyed-archive fixtures beside this script (run it to remake them; standard library only).

Built by hand from NSKeyedArchiver's documented layout ($archiver, $version, $top, $objects, UIDs;
NSDictionary's NS.keys/NS.objects, NSArray's NS.objects, NSMutableString's NS.string, NSDate's
NS.time in seconds since 2001-01-01), not written by an Apple device:
  memos-archive.plist  binary: NSMutableDictionary of account name -> NSMutableArray of the memo
                       app's objects (class MemoModel: title, createTime, detail). One memo's
                       title is shared with another (one object, two references); one has no
                       title ($null); one's createTime is an NSDate instead of text; the account
                       "工作" holds a memo in Chinese.
  defaults.plist       binary NSUserDefaults plist: a few settings and, under "memos", the same
                       archive as a data blob.
"""
import os, plistlib
from plistlib import UID

HERE = os.path.dirname(os.path.abspath(__file__))


def archive():
    objects = ["$null"]
    def add(value):
        objects.append(value)
        return UID(len(objects) - 1)
    dict_class = add({"$classname": "NSMutableDictionary", "$classes": ["NSMutableDictionary", "NSDictionary", "NSObject"]})
    array_class = add({"$classname": "NSMutableArray", "$classes": ["NSMutableArray", "NSArray", "NSObject"]})
    string_class = add({"$classname": "NSMutableString", "$classes": ["NSMutableString", "NSString", "NSObject"]})
    date_class = add({"$classname": "NSDate", "$classes": ["NSDate", "NSObject"]})
    memo_class = add({"$classname": "MemoModel", "$classes": ["MemoModel", "NSObject"]})
    shared_title = add("Groceries")
    def memo(title, created, detail):
        return add({"$class": memo_class, "title": title, "createTime": created, "detail": detail})
    life = add({"$class": array_class, "NS.objects": [
        memo(shared_title, add("2026/11/20 08:15"), add({"$class": string_class, "NS.string": "Groceries\n\n- milk\n- bread"})),
        memo(shared_title, add({"$class": date_class, "NS.time": 785_000_000.0}), add("Groceries again\n\nrice")),
        memo(UID(0), add("2026/11/19 21:40"), add("No title here\n\nThe first line is the title.")),
    ]})
    work = add({"$class": array_class, "NS.objects": [
        memo(add("周报"), add("2026/11/18 17:00"), add("周报\n\n完成了**三件事**。")),
    ]})
    root = add({"$class": dict_class, "NS.keys": [add("生活"), add("工作")], "NS.objects": [life, work]})
    return {"$archiver": "NSKeyedArchiver", "$version": 100000, "$top": {"root": root}, "$objects": objects}


def main():
    data = plistlib.dumps(archive(), fmt=plistlib.FMT_BINARY, sort_keys=False)
    with open(os.path.join(HERE, "memos-archive.plist"), "wb") as f:
        f.write(data)
    defaults = {"AppleLanguages": ["zh-Hans", "en"], "launchCount": 42, "memos": data, "lastSync": "never"}
    with open(os.path.join(HERE, "defaults.plist"), "wb") as f:
        f.write(plistlib.dumps(defaults, fmt=plistlib.FMT_BINARY, sort_keys=False))


if __name__ == "__main__":
    main()
