// Folio: the memo app's list rule at the moment of reading. A list shows a memo's time (HH:mm)
// when it is under 24 hours old and its date otherwise; the built page says what was true when
// it was built, and this script says it again for now. Each <time datetime> holds the wall-clock
// time in the site's zone with its offset, so the text is read from it directly; the date is
// written as the script's data-date-format says (the strings table's date_format), else
// yyyy/MM/dd.
(function () {
  var script = document.currentScript;
  var format = (script && script.getAttribute("data-date-format")) || "{year}/{month}/{day}";
  function dateText(datetime) {
    var parts = { year: datetime.slice(0, 4), month: datetime.slice(5, 7), day: datetime.slice(8, 10) };
    return format.replace(/\{(year|month|day)\}/g, function (all, name) { return parts[name]; });
  }
  var now = Date.now();
  var times = document.querySelectorAll(".memo-list time[datetime]");
  for (var i = 0; i < times.length; i++) {
    var datetime = times[i].getAttribute("datetime");
    var at = Date.parse(datetime.slice(0, 16) + ":00" + datetime.slice(16));
    if (isNaN(at)) continue;
    var age = now - at;
    times[i].textContent = age >= 0 && age < 864e5 ? datetime.slice(11, 16) : dateText(datetime);
  }
})();
