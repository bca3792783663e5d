import TChartSample

print(BundledSample.json.count)
