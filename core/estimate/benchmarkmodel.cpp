// SPDX-FileCopyrightText: RigPlan contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The per-benchmark roofline, its fit to Lambda's single-GPU rows and the founding document's ratios.
#include "core/estimate/benchmarkmodel.h"

#include "core/estimate/performanceconstants.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace RigPlan::BenchmarkModel {

using namespace PerformanceModel;

namespace {

// Generated once from shared/reference/lambda-training-throughput.json (lambdal/deeplearning-benchmark @ aa5addb6,
// files pytorch/pytorch-train-throughput{,-v2}-fp{16,32}.csv); values unchanged. One row per card: for the
// H100 SXM5 the last vendor row of the v1 file (RAIDZ1), with Transformer-XL from Lambda's own H100 SXM5 row.
constexpr MeasuredRow kMeasuredRows[] = {
    { u"Quadro RTX 8000", 0, Precision::Fp16, Benchmark::Resnet50, 651, 928 },
    { u"Quadro RTX 8000", 0, Precision::Fp16, Benchmark::Ssd, 182, 256 },
    { u"Quadro RTX 8000", 0, Precision::Fp16, Benchmark::BertBase, 146, 192 },
    { u"Quadro RTX 8000", 0, Precision::Fp16, Benchmark::BertLarge, 50, 64 },
    { u"Quadro RTX 8000", 0, Precision::Fp16, Benchmark::TransformerXlBase, 18223, 64 },
    { u"Quadro RTX 8000", 0, Precision::Fp16, Benchmark::TransformerXlLarge, 7853, 32 },
    { u"Quadro RTX 8000", 0, Precision::Fp32, Benchmark::Resnet50, 274, 496 },
    { u"Quadro RTX 8000", 0, Precision::Fp32, Benchmark::Ssd, 81, 144 },
    { u"Quadro RTX 8000", 0, Precision::Fp32, Benchmark::BertBase, 41, 96 },
    { u"Quadro RTX 8000", 0, Precision::Fp32, Benchmark::BertLarge, 12, 32 },
    { u"Quadro RTX 8000", 0, Precision::Fp32, Benchmark::TransformerXlBase, 6623, 32 },
    { u"Quadro RTX 8000", 0, Precision::Fp32, Benchmark::TransformerXlLarge, 2515, 16 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp16, Benchmark::Resnet50, 833, 256 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp16, Benchmark::Ssd, 229, 96 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp16, Benchmark::BertBase, 189, 48 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp16, Benchmark::BertLarge, 57, 16 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp16, Benchmark::TransformerXlBase, 18493, 12 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp16, Benchmark::TransformerXlLarge, 6071, 4 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp32, Benchmark::Resnet50, 369, 128 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp32, Benchmark::Ssd, 104, 48 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp32, Benchmark::BertBase, 42, 24 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp32, Benchmark::BertLarge, 12, 8 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp32, Benchmark::TransformerXlBase, 6920, 8 },
    { u"LambdaCloud V100 16GB", 1, Precision::Fp32, Benchmark::TransformerXlLarge, 2081, 2 },
    { u"RTX 3090", 2, Precision::Fp16, Benchmark::Resnet50, 905, 448 },
    { u"RTX 3090", 2, Precision::Fp16, Benchmark::Ssd, 236, 140 },
    { u"RTX 3090", 2, Precision::Fp16, Benchmark::BertBase, 172, 96 },
    { u"RTX 3090", 2, Precision::Fp16, Benchmark::BertLarge, 52, 28 },
    { u"RTX 3090", 2, Precision::Fp16, Benchmark::TransformerXlBase, 22863, 24 },
    { u"RTX 3090", 2, Precision::Fp16, Benchmark::TransformerXlLarge, 7821, 8 },
    { u"RTX 3090", 2, Precision::Fp32, Benchmark::Resnet50, 513, 224 },
    { u"RTX 3090", 2, Precision::Fp32, Benchmark::Ssd, 144, 80 },
    { u"RTX 3090", 2, Precision::Fp32, Benchmark::BertBase, 85, 48 },
    { u"RTX 3090", 2, Precision::Fp32, Benchmark::BertLarge, 24, 16 },
    { u"RTX 3090", 2, Precision::Fp32, Benchmark::TransformerXlBase, 12101, 14 },
    { u"RTX 3090", 2, Precision::Fp32, Benchmark::TransformerXlLarge, 4165, 4 },
    { u"LambdaCloud A10", 3, Precision::Fp16, Benchmark::Resnet50, 638, 448 },
    { u"LambdaCloud A10", 3, Precision::Fp16, Benchmark::Ssd, 174, 140 },
    { u"LambdaCloud A10", 3, Precision::Fp16, Benchmark::BertBase, 135, 80 },
    { u"LambdaCloud A10", 3, Precision::Fp16, Benchmark::BertLarge, 42, 28 },
    { u"LambdaCloud A10", 3, Precision::Fp16, Benchmark::TransformerXlBase, 16283, 24 },
    { u"LambdaCloud A10", 3, Precision::Fp16, Benchmark::TransformerXlLarge, 5614, 8 },
    { u"LambdaCloud A10", 3, Precision::Fp32, Benchmark::Resnet50, 349, 224 },
    { u"LambdaCloud A10", 3, Precision::Fp32, Benchmark::Ssd, 98, 80 },
    { u"LambdaCloud A10", 3, Precision::Fp32, Benchmark::BertBase, 70, 48 },
    { u"LambdaCloud A10", 3, Precision::Fp32, Benchmark::BertLarge, 19, 12 },
    { u"LambdaCloud A10", 3, Precision::Fp32, Benchmark::TransformerXlBase, 8940, 14 },
    { u"LambdaCloud A10", 3, Precision::Fp32, Benchmark::TransformerXlLarge, 3031, 4 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp16, Benchmark::Resnet50, 1396, 720 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp16, Benchmark::Ssd, 395, 224 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp16, Benchmark::BertBase, 368, 160 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp16, Benchmark::BertLarge, 117, 48 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp16, Benchmark::TransformerXlBase, 35366, 52 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp16, Benchmark::TransformerXlLarge, 16034, 24 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp32, Benchmark::Resnet50, 882, 360 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp32, Benchmark::Ssd, 256, 128 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp32, Benchmark::BertBase, 179, 80 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp32, Benchmark::BertLarge, 53, 28 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp32, Benchmark::TransformerXlBase, 23192, 26 },
    { u"LambdaCloud A100 40GB PCIe", 4, Precision::Fp32, Benchmark::TransformerXlLarge, 10388, 12 },
    { u"A100 80GB PCIe", 5, Precision::Fp16, Benchmark::Resnet50, 1527, 1280 },
    { u"A100 80GB PCIe", 5, Precision::Fp16, Benchmark::Ssd, 437, 448 },
    { u"A100 80GB PCIe", 5, Precision::Fp16, Benchmark::BertBase, 415, 320 },
    { u"A100 80GB PCIe", 5, Precision::Fp16, Benchmark::BertLarge, 140, 112 },
    { u"A100 80GB PCIe", 5, Precision::Fp16, Benchmark::TransformerXlBase, 41602, 104 },
    { u"A100 80GB PCIe", 5, Precision::Fp16, Benchmark::TransformerXlLarge, 17082, 48 },
    { u"A100 80GB PCIe", 5, Precision::Fp32, Benchmark::Resnet50, 1014, 640 },
    { u"A100 80GB PCIe", 5, Precision::Fp32, Benchmark::Ssd, 288, 256 },
    { u"A100 80GB PCIe", 5, Precision::Fp32, Benchmark::BertBase, 224, 172 },
    { u"A100 80GB PCIe", 5, Precision::Fp32, Benchmark::BertLarge, 70, 64 },
    { u"A100 80GB PCIe", 5, Precision::Fp32, Benchmark::TransformerXlBase, 28650, 52 },
    { u"A100 80GB PCIe", 5, Precision::Fp32, Benchmark::TransformerXlLarge, 12455, 24 },
    { u"A100 80GB SXM4", 6, Precision::Fp16, Benchmark::Resnet50, 1582, 1280 },
    { u"A100 80GB SXM4", 6, Precision::Fp16, Benchmark::Ssd, 458, 448 },
    { u"A100 80GB SXM4", 6, Precision::Fp16, Benchmark::BertBase, 443, 320 },
    { u"A100 80GB SXM4", 6, Precision::Fp16, Benchmark::BertLarge, 152, 112 },
    { u"A100 80GB SXM4", 6, Precision::Fp16, Benchmark::TransformerXlBase, 43078, 104 },
    { u"A100 80GB SXM4", 6, Precision::Fp16, Benchmark::TransformerXlLarge, 17918, 48 },
    { u"A100 80GB SXM4", 6, Precision::Fp32, Benchmark::Resnet50, 1066, 640 },
    { u"A100 80GB SXM4", 6, Precision::Fp32, Benchmark::Ssd, 304, 256 },
    { u"A100 80GB SXM4", 6, Precision::Fp32, Benchmark::BertBase, 239, 172 },
    { u"A100 80GB SXM4", 6, Precision::Fp32, Benchmark::BertLarge, 75, 64 },
    { u"A100 80GB SXM4", 6, Precision::Fp32, Benchmark::TransformerXlBase, 30462, 52 },
    { u"A100 80GB SXM4", 6, Precision::Fp32, Benchmark::TransformerXlLarge, 13353, 24 },
    { u"RTX 6000 Ada", 7, Precision::Fp16, Benchmark::Resnet50, 1146, 928 },
    { u"RTX 6000 Ada", 7, Precision::Fp16, Benchmark::Ssd, 341, 256 },
    { u"RTX 6000 Ada", 7, Precision::Fp16, Benchmark::BertBase, 255, 192 },
    { u"RTX 6000 Ada", 7, Precision::Fp16, Benchmark::BertLarge, 79, 64 },
    { u"RTX 6000 Ada", 7, Precision::Fp16, Benchmark::TransformerXlBase, 36745, 64 },
    { u"RTX 6000 Ada", 7, Precision::Fp16, Benchmark::TransformerXlLarge, 16049, 32 },
    { u"RTX 6000 Ada", 7, Precision::Fp32, Benchmark::Resnet50, 647, 496 },
    { u"RTX 6000 Ada", 7, Precision::Fp32, Benchmark::Ssd, 196, 144 },
    { u"RTX 6000 Ada", 7, Precision::Fp32, Benchmark::BertBase, 136, 96 },
    { u"RTX 6000 Ada", 7, Precision::Fp32, Benchmark::BertLarge, 44, 32 },
    { u"RTX 6000 Ada", 7, Precision::Fp32, Benchmark::TransformerXlBase, 20477, 32 },
    { u"RTX 6000 Ada", 7, Precision::Fp32, Benchmark::TransformerXlLarge, 8641, 16 },
    { u"RTX A6000", 8, Precision::Fp16, Benchmark::Resnet50, 916, 928 },
    { u"RTX A6000", 8, Precision::Fp16, Benchmark::Ssd, 260, 256 },
    { u"RTX A6000", 8, Precision::Fp16, Benchmark::BertBase, 198, 192 },
    { u"RTX A6000", 8, Precision::Fp16, Benchmark::BertLarge, 68, 64 },
    { u"RTX A6000", 8, Precision::Fp16, Benchmark::TransformerXlBase, 26030, 64 },
    { u"RTX A6000", 8, Precision::Fp16, Benchmark::TransformerXlLarge, 11126, 32 },
    { u"RTX A6000", 8, Precision::Fp32, Benchmark::Resnet50, 514, 496 },
    { u"RTX A6000", 8, Precision::Fp32, Benchmark::Ssd, 153, 144 },
    { u"RTX A6000", 8, Precision::Fp32, Benchmark::BertBase, 101, 96 },
    { u"RTX A6000", 8, Precision::Fp32, Benchmark::BertLarge, 33, 32 },
    { u"RTX A6000", 8, Precision::Fp32, Benchmark::TransformerXlBase, 14495, 32 },
    { u"RTX A6000", 8, Precision::Fp32, Benchmark::TransformerXlLarge, 6143, 16 },
    { u"RTX 4090", 9, Precision::Fp16, Benchmark::Resnet50, 1301, 448 },
    { u"RTX 4090", 9, Precision::Fp16, Benchmark::Ssd, 379, 140 },
    { u"RTX 4090", 9, Precision::Fp16, Benchmark::BertBase, 297, 96 },
    { u"RTX 4090", 9, Precision::Fp16, Benchmark::BertLarge, 93, 28 },
    { u"RTX 4090", 9, Precision::Fp16, Benchmark::TransformerXlBase, 40427, 24 },
    { u"RTX 4090", 9, Precision::Fp16, Benchmark::TransformerXlLarge, 14509, 8 },
    { u"RTX 4090", 9, Precision::Fp32, Benchmark::Resnet50, 721, 224 },
    { u"RTX 4090", 9, Precision::Fp32, Benchmark::Ssd, 224, 80 },
    { u"RTX 4090", 9, Precision::Fp32, Benchmark::BertBase, 137, 48 },
    { u"RTX 4090", 9, Precision::Fp32, Benchmark::BertLarge, 44, 16 },
    { u"RTX 4090", 9, Precision::Fp32, Benchmark::TransformerXlBase, 22750, 14 },
    { u"RTX 4090", 9, Precision::Fp32, Benchmark::TransformerXlLarge, 7905, 4 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp16, Benchmark::Resnet50, 1866, 1280 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp16, Benchmark::Ssd, 566, 448 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp16, Benchmark::BertBase, 567, 320 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp16, Benchmark::BertLarge, 203, 112 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp16, Benchmark::TransformerXlBase, 47919, 104 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp16, Benchmark::TransformerXlLarge, 22586, 48 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp32, Benchmark::Resnet50, 1197, 640 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp32, Benchmark::Ssd, 355, 256 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp32, Benchmark::BertBase, 292, 172 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp32, Benchmark::BertLarge, 97, 64 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp32, Benchmark::TransformerXlBase, 34241, 52 },
    { u"H100 80GB PCIe Gen5", 10, Precision::Fp32, Benchmark::TransformerXlLarge, 15459, 24 },
    { u"RAIDZ1 H100 80GB SXM5", 11, Precision::Fp16, Benchmark::Resnet50, 2790, 1280 },
    { u"RAIDZ1 H100 80GB SXM5", 11, Precision::Fp16, Benchmark::Ssd, 865, 448 },
    { u"RAIDZ1 H100 80GB SXM5", 11, Precision::Fp16, Benchmark::BertBase, 871, 320 },
    { u"RAIDZ1 H100 80GB SXM5", 11, Precision::Fp16, Benchmark::BertLarge, 309, 112 },
    { u"H100 80GB SXM5", 11, Precision::Fp16, Benchmark::TransformerXlBase, 62259, 104 },
    { u"H100 80GB SXM5", 11, Precision::Fp16, Benchmark::TransformerXlLarge, 30841, 48 },
    { u"RAIDZ1 H100 80GB SXM5", 11, Precision::Fp32, Benchmark::Resnet50, 1894, 640 },
    { u"RAIDZ1 H100 80GB SXM5", 11, Precision::Fp32, Benchmark::Ssd, 585, 256 },
    { u"RAIDZ1 H100 80GB SXM5", 11, Precision::Fp32, Benchmark::BertBase, 434, 172 },
    { u"RAIDZ1 H100 80GB SXM5", 11, Precision::Fp32, Benchmark::BertLarge, 147, 64 },
    { u"H100 80GB SXM5", 11, Precision::Fp32, Benchmark::TransformerXlBase, 45697, 52 },
    { u"H100 80GB SXM5", 11, Precision::Fp32, Benchmark::TransformerXlLarge, 22251, 24 },
    { u"LambdaBM_ENG04_1xH200_140GB_SXM_h200_v2", 12, Precision::Fp16, Benchmark::Resnet50, 3079, 0 },
    { u"LambdaBM_ENG04_1xH200_140GB_SXM_h200_v2", 12, Precision::Fp16, Benchmark::Ssd, 946, 0 },
    { u"LambdaBM_ENG04_1xH200_140GB_SXM_h200_v2", 12, Precision::Fp16, Benchmark::BertBase, 932, 0 },
    { u"LambdaBM_ENG04_1xH200_140GB_SXM_h200_v2", 12, Precision::Fp16, Benchmark::BertLarge, 350, 0 },
    { u"LambdaBM_ENG04_1xH200_140GB_SXM_h200_v2", 12, Precision::Fp32, Benchmark::Resnet50, 2259, 0 },
    { u"LambdaBM_ENG04_1xH200_140GB_SXM_h200_v2", 12, Precision::Fp32, Benchmark::Ssd, 683, 0 },
    { u"LambdaBM_ENG04_1xH200_140GB_SXM_h200_v2", 12, Precision::Fp32, Benchmark::BertBase, 514, 0 },
    { u"LambdaBM_ENG04_1xH200_140GB_SXM_h200_v2", 12, Precision::Fp32, Benchmark::BertLarge, 181, 0 },
    { u"LambdaOD_test_1xB200_192GB_129-213-83-251_v2", 13, Precision::Fp16, Benchmark::Resnet50, 3076, 0 },
    { u"LambdaOD_test_1xB200_192GB_129-213-83-251_v2", 13, Precision::Fp16, Benchmark::Ssd, 1025, 0 },
    { u"LambdaOD_test_1xB200_192GB_129-213-83-251_v2", 13, Precision::Fp16, Benchmark::BertBase, 1405, 0 },
    { u"LambdaOD_test_1xB200_192GB_129-213-83-251_v2", 13, Precision::Fp16, Benchmark::BertLarge, 523, 0 },
    { u"LambdaOD_test_1xB200_192GB_129-213-83-251_v2", 13, Precision::Fp32, Benchmark::Resnet50, 2967, 0 },
    { u"LambdaOD_test_1xB200_192GB_129-213-83-251_v2", 13, Precision::Fp32, Benchmark::Ssd, 1043, 0 },
    { u"LambdaOD_test_1xB200_192GB_129-213-83-251_v2", 13, Precision::Fp32, Benchmark::BertBase, 855, 0 },
    { u"LambdaOD_test_1xB200_192GB_129-213-83-251_v2", 13, Precision::Fp32, Benchmark::BertLarge, 281, 0 },
};
constexpr FitCard kFitCards[] = {
    { u"Quadro RTX 8000", u"quadro-rtx-8000", Architecture::Turing, 672, 130.5, 16.3, 295, 48 },
    { u"LambdaCloud V100 16GB", u"tesla-v100-sxm2-16gb", Architecture::Volta, 900, 125, 15.7, 300, 16 },
    { u"RTX 3090", u"rtx-3090-fe", Architecture::Ampere, 936, 71, 35.6, 350, 24 },
    { u"LambdaCloud A10", u"a10", Architecture::Ampere, 600, 125, 31.2, 150, 24 },
    { u"LambdaCloud A100 40GB PCIe", u"a100-pcie-40gb", Architecture::Ampere, 1555, 312, 19.5, 250, 40 },
    { u"A100 80GB PCIe", u"a100-pcie-80gb", Architecture::Ampere, 1935, 312, 19.5, 300, 80 },
    { u"A100 80GB SXM4", u"a100-sxm4-80gb", Architecture::Ampere, 2039, 312, 19.5, 400, 80 },
    { u"RTX 6000 Ada", u"rtx-6000-ada", Architecture::Ada, 960, 364, 91.1, 300, 48 },
    { u"RTX A6000", u"rtx-a6000", Architecture::Ampere, 768, 154.8, 38.7, 300, 48 },
    { u"RTX 4090", u"rtx-4090-fe", Architecture::Ada, 1008, 165.2, 82.6, 450, 24 },
    { u"H100 80GB PCIe Gen5", u"h100-pcie-80gb", Architecture::Hopper, 2000, 756, 51, 350, 80 },
    { u"H100 80GB SXM5", u"h100-sxm5-80gb", Architecture::Hopper, 3350, 989.5, 67, 700, 80 },
    { u"H200 SXM 141GB", u"h200-sxm-141gb", Architecture::Hopper, 4800, 989.5, 67, 700, 141 },
    { u"B200 SXM 180GB", u"b200-sxm-180gb", Architecture::Blackwell, 8000, 2250, 80, 1000, 180 },
};

// Lambda's multi-GPU FP16 rows (lambda-training-throughput.json "multi", efficiency = N-GPU samples/s over
// N x its own 1-GPU row), one machine per card and count (the vendor-named H100 duplicates left out).
constexpr MultiRow kMultiRows[] = {
    { u"LambdaCloud 2x V100 16GB", Fabric::Nvlink, 2, Benchmark::Resnet50, 0.943 },
    { u"LambdaCloud 2x V100 16GB", Fabric::Nvlink, 2, Benchmark::Ssd, 0.961 },
    { u"LambdaCloud 2x V100 16GB", Fabric::Nvlink, 2, Benchmark::BertBase, 0.899 },
    { u"LambdaCloud 2x V100 16GB", Fabric::Nvlink, 2, Benchmark::BertLarge, 0.763 },
    { u"LambdaCloud 2x V100 16GB", Fabric::Nvlink, 2, Benchmark::TransformerXlBase, 1.109 },
    { u"LambdaCloud 2x V100 16GB", Fabric::Nvlink, 2, Benchmark::TransformerXlLarge, 0.996 },
    { u"2x RTX 6000 Ada", Fabric::PciePeer, 2, Benchmark::Resnet50, 1.004 },
    { u"2x RTX 6000 Ada", Fabric::PciePeer, 2, Benchmark::Ssd, 0.974 },
    { u"2x RTX 6000 Ada", Fabric::PciePeer, 2, Benchmark::BertBase, 0.992 },
    { u"2x RTX 6000 Ada", Fabric::PciePeer, 2, Benchmark::BertLarge, 0.969 },
    { u"2x RTX 6000 Ada", Fabric::PciePeer, 2, Benchmark::TransformerXlBase, 1.039 },
    { u"2x RTX 6000 Ada", Fabric::PciePeer, 2, Benchmark::TransformerXlLarge, 0.994 },
    { u"2x RTX A6000", Fabric::PciePeer, 2, Benchmark::Resnet50, 0.969 },
    { u"2x RTX A6000", Fabric::PciePeer, 2, Benchmark::Ssd, 0.968 },
    { u"2x RTX A6000", Fabric::PciePeer, 2, Benchmark::BertBase, 0.945 },
    { u"2x RTX A6000", Fabric::PciePeer, 2, Benchmark::BertLarge, 0.868 },
    { u"2x RTX A6000", Fabric::PciePeer, 2, Benchmark::TransformerXlBase, 0.992 },
    { u"2x RTX A6000", Fabric::PciePeer, 2, Benchmark::TransformerXlLarge, 0.994 },
    { u"2x RTX 3090", Fabric::PcieHost, 2, Benchmark::Resnet50, 0.968 },
    { u"2x RTX 3090", Fabric::PcieHost, 2, Benchmark::Ssd, 0.973 },
    { u"2x RTX 3090", Fabric::PcieHost, 2, Benchmark::BertBase, 0.951 },
    { u"2x RTX 3090", Fabric::PcieHost, 2, Benchmark::BertLarge, 0.856 },
    { u"2x RTX 3090", Fabric::PcieHost, 2, Benchmark::TransformerXlBase, 0.996 },
    { u"2x RTX 3090", Fabric::PcieHost, 2, Benchmark::TransformerXlLarge, 0.997 },
    { u"2x RTX 4090", Fabric::PcieHost, 2, Benchmark::Resnet50, 0.949 },
    { u"2x RTX 4090", Fabric::PcieHost, 2, Benchmark::Ssd, 0.966 },
    { u"2x RTX 4090", Fabric::PcieHost, 2, Benchmark::BertBase, 0.911 },
    { u"2x RTX 4090", Fabric::PcieHost, 2, Benchmark::BertLarge, 0.748 },
    { u"2x RTX 4090", Fabric::PcieHost, 2, Benchmark::TransformerXlBase, 0.999 },
    { u"2x RTX 4090", Fabric::PcieHost, 2, Benchmark::TransformerXlLarge, 0.998 },
    { u"2x A100 80GB PCIe", Fabric::PciePeer, 2, Benchmark::Resnet50, 0.976 },
    { u"2x A100 80GB PCIe", Fabric::PciePeer, 2, Benchmark::Ssd, 0.976 },
    { u"2x A100 80GB PCIe", Fabric::PciePeer, 2, Benchmark::BertBase, 0.946 },
    { u"2x A100 80GB PCIe", Fabric::PciePeer, 2, Benchmark::BertLarge, 0.882 },
    { u"2x A100 80GB PCIe", Fabric::PciePeer, 2, Benchmark::TransformerXlBase, 0.998 },
    { u"2x A100 80GB PCIe", Fabric::PciePeer, 2, Benchmark::TransformerXlLarge, 1.002 },
    { u"2x A100 80GB SXM4", Fabric::Nvswitch, 2, Benchmark::Resnet50, 0.96 },
    { u"2x A100 80GB SXM4", Fabric::Nvswitch, 2, Benchmark::Ssd, 0.965 },
    { u"2x A100 80GB SXM4", Fabric::Nvswitch, 2, Benchmark::BertBase, 0.92 },
    { u"2x A100 80GB SXM4", Fabric::Nvswitch, 2, Benchmark::BertLarge, 0.809 },
    { u"2x A100 80GB SXM4", Fabric::Nvswitch, 2, Benchmark::TransformerXlBase, 0.992 },
    { u"2x A100 80GB SXM4", Fabric::Nvswitch, 2, Benchmark::TransformerXlLarge, 0.997 },
    { u"2x H100 80GB PCIe Gen5", Fabric::PciePeer, 2, Benchmark::Resnet50, 0.994 },
    { u"2x H100 80GB PCIe Gen5", Fabric::PciePeer, 2, Benchmark::Ssd, 0.997 },
    { u"2x H100 80GB PCIe Gen5", Fabric::PciePeer, 2, Benchmark::BertBase, 0.992 },
    { u"2x H100 80GB PCIe Gen5", Fabric::PciePeer, 2, Benchmark::BertLarge, 0.973 },
    { u"2x H100 80GB PCIe Gen5", Fabric::PciePeer, 2, Benchmark::TransformerXlBase, 0.999 },
    { u"2x H100 80GB PCIe Gen5", Fabric::PciePeer, 2, Benchmark::TransformerXlLarge, 0.997 },
    { u"2x H100 80GB SXM5", Fabric::Nvswitch, 2, Benchmark::Resnet50, 0.99 },
    { u"2x H100 80GB SXM5", Fabric::Nvswitch, 2, Benchmark::Ssd, 0.994 },
    { u"2x H100 80GB SXM5", Fabric::Nvswitch, 2, Benchmark::BertBase, 1.004 },
    { u"2x H100 80GB SXM5", Fabric::Nvswitch, 2, Benchmark::BertLarge, 0.984 },
    { u"2x H100 80GB SXM5", Fabric::Nvswitch, 2, Benchmark::TransformerXlBase, 1 },
    { u"2x H100 80GB SXM5", Fabric::Nvswitch, 2, Benchmark::TransformerXlLarge, 0.998 },
    { u"LambdaCloud 4xV100 16GB", Fabric::Nvlink, 4, Benchmark::Resnet50, 0.932 },
    { u"LambdaCloud 4xV100 16GB", Fabric::Nvlink, 4, Benchmark::Ssd, 0.951 },
    { u"LambdaCloud 4xV100 16GB", Fabric::Nvlink, 4, Benchmark::BertBase, 0.843 },
    { u"LambdaCloud 4xV100 16GB", Fabric::Nvlink, 4, Benchmark::BertLarge, 0.689 },
    { u"LambdaCloud 4xV100 16GB", Fabric::Nvlink, 4, Benchmark::TransformerXlBase, 1.099 },
    { u"LambdaCloud 4xV100 16GB", Fabric::Nvlink, 4, Benchmark::TransformerXlLarge, 0.992 },
    { u"4x RTX 6000 Ada", Fabric::PciePeer, 4, Benchmark::Resnet50, 0.992 },
    { u"4x RTX 6000 Ada", Fabric::PciePeer, 4, Benchmark::Ssd, 1.011 },
    { u"4x RTX 6000 Ada", Fabric::PciePeer, 4, Benchmark::BertBase, 1.051 },
    { u"4x RTX 6000 Ada", Fabric::PciePeer, 4, Benchmark::BertLarge, 1.051 },
    { u"4x RTX 6000 Ada", Fabric::PciePeer, 4, Benchmark::TransformerXlBase, 1.099 },
    { u"4x RTX 6000 Ada", Fabric::PciePeer, 4, Benchmark::TransformerXlLarge, 1.062 },
    { u"4x A100 80GB SXM4", Fabric::Nvswitch, 4, Benchmark::Resnet50, 0.959 },
    { u"4x A100 80GB SXM4", Fabric::Nvswitch, 4, Benchmark::Ssd, 0.964 },
    { u"4x A100 80GB SXM4", Fabric::Nvswitch, 4, Benchmark::BertBase, 0.933 },
    { u"4x A100 80GB SXM4", Fabric::Nvswitch, 4, Benchmark::BertLarge, 0.803 },
    { u"4x A100 80GB SXM4", Fabric::Nvswitch, 4, Benchmark::TransformerXlBase, 0.995 },
    { u"4x A100 80GB SXM4", Fabric::Nvswitch, 4, Benchmark::TransformerXlLarge, 0.992 },
    { u"4x H100 80GB PCIe Gen5", Fabric::PciePeer, 4, Benchmark::Resnet50, 0.989 },
    { u"4x H100 80GB PCIe Gen5", Fabric::PciePeer, 4, Benchmark::Ssd, 0.897 },
    { u"4x H100 80GB PCIe Gen5", Fabric::PciePeer, 4, Benchmark::BertBase, 0.966 },
    { u"4x H100 80GB PCIe Gen5", Fabric::PciePeer, 4, Benchmark::BertLarge, 0.935 },
    { u"4x H100 80GB PCIe Gen5", Fabric::PciePeer, 4, Benchmark::TransformerXlBase, 0.992 },
    { u"4x H100 80GB PCIe Gen5", Fabric::PciePeer, 4, Benchmark::TransformerXlLarge, 0.994 },
    { u"4x H100 80GB SXM5", Fabric::Nvswitch, 4, Benchmark::Resnet50, 0.995 },
    { u"4x H100 80GB SXM5", Fabric::Nvswitch, 4, Benchmark::Ssd, 0.992 },
    { u"4x H100 80GB SXM5", Fabric::Nvswitch, 4, Benchmark::BertBase, 0.991 },
    { u"4x H100 80GB SXM5", Fabric::Nvswitch, 4, Benchmark::BertLarge, 0.973 },
    { u"4x H100 80GB SXM5", Fabric::Nvswitch, 4, Benchmark::TransformerXlBase, 1.003 },
    { u"4x H100 80GB SXM5", Fabric::Nvswitch, 4, Benchmark::TransformerXlLarge, 0.995 },
    { u"LambdaCloud 8xV100 16GB", Fabric::Nvlink, 8, Benchmark::Resnet50, 0.926 },
    { u"LambdaCloud 8xV100 16GB", Fabric::Nvlink, 8, Benchmark::Ssd, 0.936 },
    { u"LambdaCloud 8xV100 16GB", Fabric::Nvlink, 8, Benchmark::BertBase, 0.796 },
    { u"LambdaCloud 8xV100 16GB", Fabric::Nvlink, 8, Benchmark::BertLarge, 0.627 },
    { u"LambdaCloud 8xV100 16GB", Fabric::Nvlink, 8, Benchmark::TransformerXlBase, 1.066 },
    { u"LambdaCloud 8xV100 16GB", Fabric::Nvlink, 8, Benchmark::TransformerXlLarge, 0.986 },
    { u"8x RTX 6000 Ada", Fabric::PciePeer, 8, Benchmark::Resnet50, 1.005 },
    { u"8x RTX 6000 Ada", Fabric::PciePeer, 8, Benchmark::Ssd, 0.999 },
    { u"8x RTX 6000 Ada", Fabric::PciePeer, 8, Benchmark::BertBase, 1.052 },
    { u"8x RTX 6000 Ada", Fabric::PciePeer, 8, Benchmark::BertLarge, 1.016 },
    { u"8x RTX 6000 Ada", Fabric::PciePeer, 8, Benchmark::TransformerXlBase, 1.067 },
    { u"8x RTX 6000 Ada", Fabric::PciePeer, 8, Benchmark::TransformerXlLarge, 1.028 },
    { u"8x A100 80GB SXM4", Fabric::Nvswitch, 8, Benchmark::Resnet50, 0.904 },
    { u"8x A100 80GB SXM4", Fabric::Nvswitch, 8, Benchmark::Ssd, 0.917 },
    { u"8x A100 80GB SXM4", Fabric::Nvswitch, 8, Benchmark::BertBase, 1.206 },
    { u"8x A100 80GB SXM4", Fabric::Nvswitch, 8, Benchmark::BertLarge, 0.614 },
    { u"8x A100 80GB SXM4", Fabric::Nvswitch, 8, Benchmark::TransformerXlBase, 0.992 },
    { u"8x A100 80GB SXM4", Fabric::Nvswitch, 8, Benchmark::TransformerXlLarge, 0.994 },
    { u"8x H100 80GB PCIe Gen5", Fabric::PciePeer, 8, Benchmark::Resnet50, 0.986 },
    { u"8x H100 80GB PCIe Gen5", Fabric::PciePeer, 8, Benchmark::Ssd, 0.904 },
    { u"8x H100 80GB PCIe Gen5", Fabric::PciePeer, 8, Benchmark::BertBase, 1.363 },
    { u"8x H100 80GB PCIe Gen5", Fabric::PciePeer, 8, Benchmark::BertLarge, 0.937 },
    { u"8x H100 80GB PCIe Gen5", Fabric::PciePeer, 8, Benchmark::TransformerXlBase, 0.99 },
    { u"8x H100 80GB PCIe Gen5", Fabric::PciePeer, 8, Benchmark::TransformerXlLarge, 0.985 },
    { u"8x H100 80GB SXM5", Fabric::Nvswitch, 8, Benchmark::Resnet50, 0.991 },
    { u"8x H100 80GB SXM5", Fabric::Nvswitch, 8, Benchmark::Ssd, 0.992 },
    { u"8x H100 80GB SXM5", Fabric::Nvswitch, 8, Benchmark::BertBase, 1.413 },
    { u"8x H100 80GB SXM5", Fabric::Nvswitch, 8, Benchmark::BertLarge, 0.9 },
    { u"8x H100 80GB SXM5", Fabric::Nvswitch, 8, Benchmark::TransformerXlBase, 0.998 },
    { u"8x H100 80GB SXM5", Fabric::Nvswitch, 8, Benchmark::TransformerXlLarge, 0.995 },
};

/** Founding document (Dettmers, S): NVIDIA's DGX A100 vs DGX-1 V100 figures, batch-corrected. */
constexpr Founding kFounding[] = {
    { Benchmark::SeResnext101, Benchmark::Resnet50, 1.43 },
    { Benchmark::MaskRcnn, Benchmark::Ssd, 1.47 },
    { Benchmark::TransformerWmt14, Benchmark::BertBase, 1.70 },
};

/** Solves the normal equations of `m` (n x n+1, augmented) by Gauss-Jordan; false when singular. */
bool solve(std::vector<std::vector<double>> &m, int n)
{
    for (int c = 0; c < n; ++c) {
        int pivot = c;
        for (int r = c + 1; r < n; ++r) {
            if (std::abs(m[r][c]) > std::abs(m[pivot][c]))
                pivot = r;
        }
        if (std::abs(m[pivot][c]) < 1e-300)
            return false;
        std::swap(m[c], m[pivot]);
        for (int r = 0; r < n; ++r) {
            if (r == c)
                continue;
            const double f = m[r][c] / m[c][c];
            for (int k = c; k <= n; ++k)
                m[r][k] -= f * m[c][k];
        }
    }
    for (int r = 0; r < n; ++r)
        m[r][n] /= m[r][r];
    return true;
}

Terms rowTerms(const MeasuredRow &row)
{
    const FitCard &card = kFitCards[row.card];
    return terms(card.rates(), effectivePrecision(row.precision, card.architecture));
}

Profile fitted(Benchmark benchmark)
{
    Profile p;
    for (const Precision precision : { Precision::Fp16, Precision::Fp32 }) {
        std::vector<const MeasuredRow *> rows;
        for (const MeasuredRow &r : kMeasuredRows) {
            if (r.benchmark == benchmark && r.precision == precision)
                rows.push_back(&r);
        }
        (precision == Precision::Fp16 ? p.fp16 : p.fp32) = fit(rows);
    }
    return p;
}

/** The GPU parts' slowdown at a batch per card: 1 + halfUseBatch x size / batch (size = 1 / tensor part). */
double utilisationFactor(double size, double halfUseBatch, double batch)
{
    return halfUseBatch > 0 && batch > 0 ? 1.0 + halfUseBatch * size / batch : 1.0;
}

double stepTime(const Terms &t, const Terms &c, double factor = 1.0)
{
    double gpu = 0;
    for (int i = 0; i < Fixed; ++i)
        gpu += t[i] * c[i];
    return gpu * factor + t[Fixed] * c[Fixed];
}

double stepTime(const Terms &t, double size, const Coefficients &c, double batch)
{
    return stepTime(t, c.parts, utilisationFactor(size, c.halfUseBatch, batch));
}

/**
 * Minimises sum weight x (a . c - target)^2 with every coefficient >= 0: each subset of free terms (31 of
 * them) solved by its normal equations, the best feasible one kept. Empty when none is feasible.
 */
std::optional<Terms> nonNegativeLeastSquares(
    const std::vector<Terms> &a, const std::vector<double> &weight, const std::vector<double> &target)
{
    std::array<std::array<double, kTerms>, kTerms> gram {};
    Terms moment {};
    for (std::size_t r = 0; r < a.size(); ++r) {
        for (int i = 0; i < kTerms; ++i) {
            for (int j = 0; j < kTerms; ++j)
                gram[i][j] += weight[r] * a[r][i] * a[r][j];
            moment[i] += weight[r] * a[r][i] * target[r];
        }
    }
    std::optional<Terms> best;
    double bestError = 0;
    for (int mask = 1; mask < (1 << kTerms); ++mask) {
        std::vector<int> idx;
        for (int i = 0; i < kTerms; ++i) {
            if (mask & (1 << i))
                idx.push_back(i);
        }
        const int n = static_cast<int>(idx.size());
        if (n > static_cast<int>(a.size()))
            continue;
        std::vector<std::vector<double>> m(n, std::vector<double>(n + 1, 0.0));
        for (int i = 0; i < n; ++i) {
            for (int j = 0; j < n; ++j)
                m[i][j] = gram[idx[i]][idx[j]];
            m[i][n] = moment[idx[i]];
        }
        if (!solve(m, n))
            continue;
        Terms c {};
        bool feasible = true;
        for (int i = 0; i < n; ++i) {
            feasible = feasible && m[i][n] >= 0;
            c[idx[i]] = m[i][n];
        }
        if (!feasible)
            continue;
        double error = 0;
        for (std::size_t r = 0; r < a.size(); ++r) {
            const double e = stepTime(a[r], c) - target[r];
            error += weight[r] * e * e;
        }
        if (!best || error < bestError) {
            bestError = error;
            best = c;
        }
    }
    return best;
}

/** Gauss-Newton steps towards the least speed error: after 4, every profile predicts within 0.001% of 12 steps. */
constexpr int kSpeedErrorSteps = 4;

/** Half-use batches the fit tries (per unit of card size); 0 is no batch effect. */
constexpr double kHalfUseGrid[] = { 0, 0.5, 1, 2, 3, 4, 6, 8, 12, 16 };

std::array<Profile, kBenchmarkCount> makeProfiles()
{
    std::array<Profile, kBenchmarkCount> all {};
    for (int b = 0; b < kBenchmarkCount; ++b) {
        if (static_cast<Benchmark>(b) <= Benchmark::TransformerXlLarge)
            all[b] = fitted(static_cast<Benchmark>(b));
    }
    // The founding benchmarks: the closest Lambda profile, plus the fixed part that brings the A100's
    // advantage down to the quoted ratio (NVIDIA's 8-GPU runs are partly input-bound; A).
    for (const Founding &f : kFounding) {
        Profile p = all[static_cast<std::size_t>(f.shapedLike)];
        for (Coefficients *c : { &p.fp16, &p.fp32 }) {
            const Precision prec = c == &p.fp16 ? Precision::Fp16 : Precision::Tf32;
            const CardRates v100 = v100Sxm2(), a100 = a100Sxm4_40gb();
            const double v = stepTime(terms(v100, prec == Precision::Tf32 ? Precision::Fp32 : prec), sizeOf(v100), *c,
                batchFor(*c, v100.memoryGB));
            const double a = stepTime(terms(a100, prec), sizeOf(a100), *c, batchFor(*c, a100.memoryGB));
            const double fixed = (v - f.a100VsV100 * a) / (f.a100VsV100 - 1.0);
            if (fixed > 0)
                c->parts[Fixed] += fixed;
        }
        all[static_cast<std::size_t>(f.benchmark)] = p;
    }
    // LLM tokens/s come from the LLM model (llmmodel), not from this roofline; bert-large stands in.
    all[static_cast<std::size_t>(Benchmark::Llm)] = all[static_cast<std::size_t>(Benchmark::BertLarge)];
    return all;
}

/** L2 cache of the chip, MB (U: NVIDIA architecture whitepapers); the chip is told by its rates. */
double l2CacheMB(const CardRates &c)
{
    const bool datacenterRatio = c.fp32Tflops > 0 && c.tensorTflops / c.fp32Tflops >= 8;
    switch (c.architecture) {
    case Architecture::Pascal:
        return 3; // GP102 2.75-3
    case Architecture::Volta:
    case Architecture::Turing:
        return 6; // GV100, TU102
    case Architecture::Ampere:
        return datacenterRatio ? 40 : 6; // GA100 40, GA102 6
    case Architecture::Ada:
        return 72; // AD102 as in the RTX 4090 (96 on the RTX 6000 Ada)
    case Architecture::Hopper:
        return 50; // GH100
    case Architecture::Blackwell:
        return datacenterRatio ? 126 : 96; // B200; GB202 as in the RTX 5090 (128 on the RTX PRO 6000)
    case Architecture::Rdna3:
        return 6; // Navi 31 L2 (AMD RDNA3 ISA, U); its 96 MB Infinity Cache is not an NVIDIA L2, left out (A)
    case Architecture::Cdna2:
        return 8; // MI200 L2 per die (AMD CDNA2 whitepaper, U)
    }
    return 6;
}

/**
 * CUDA-core rate of elementwise kernels. GA10x, AD10x and GB20x count two FP32 lanes per partition,
 * one of them shared with INT32 (GA102 whitepaper, U), so mixed kernels see about half the datasheet
 * figure; GA100, GH100 and B200 have dedicated lanes (their tensor/FP32 ratio is 8 or more).
 */
double vectorTflops(const CardRates &c)
{
    const bool sharedLanes = c.architecture >= Architecture::Ampere && c.architecture != Architecture::Hopper
        && c.fp32Tflops > 0 && c.tensorTflops / c.fp32Tflops < 8;
    return sharedLanes ? c.fp32Tflops / 2 : c.fp32Tflops;
}

/** The L2's gain on the bandwidth, from a table made once: terms() runs millions of times in the planner. */
double l2Factor(const CardRates &c)
{
    static const auto table = [] {
        constexpr int kArchitectures = static_cast<int>(Architecture::Cdna2) + 1; // the last one
        std::array<std::array<double, 2>, kArchitectures> t {};
        for (int a = 0; a < kArchitectures; ++a) {
            for (int dc = 0; dc < 2; ++dc) {
                // Rates that put the card on the datacenter (dc = 1) or the GeForce/workstation side.
                const CardRates probe { static_cast<Architecture>(a), 1, dc ? 16.0 : 1.0, 1, 1 };
                t[a][dc] = 1.0 + kL2Gain * std::log2(l2CacheMB(probe) / kRefL2MB);
            }
        }
        return t;
    }();
    const bool datacenter = c.fp32Tflops > 0 && c.tensorTflops / c.fp32Tflops >= 8;
    const auto a = static_cast<std::size_t>(c.architecture);
    return a < table.size() ? table[a][datacenter ? 1 : 0] : 1.0;
}

} // namespace

CardRates ratesOf(const GpuSpec &gpu)
{
    return { gpu.architecture, gpu.memoryBandwidthGBs, gpu.fp16TensorTflops, gpu.fp32Tflops, gpu.tdpW, gpu.memoryGB };
}

Terms terms(const CardRates &card, Precision precision, bool sparse)
{
    double tensor = card.tensorTflops;
    double memoryFactor = 1.0;
    if (tensor <= 0 || precision == Precision::Fp32)
        tensor = card.fp32Tflops; // no tensor cores, or FP32 without TF32: the CUDA cores multiply
    else if (precision == Precision::Tf32)
        tensor *= kTf32TensorFactor;
    else if (precision == Precision::Fp8) {
        tensor *= kFp8TensorFactor;
        memoryFactor = kFp8MemoryFactor;
    }
    if (sparse)
        tensor *= kSparsityMatmulSpeedup;
    const double vector = vectorTflops(card);
    if (tensor <= 0 || card.bandwidthGBs <= 0 || vector <= 0 || card.tdpW <= 0)
        return {};
    const double bandwidth = card.bandwidthGBs * l2Factor(card);
    return { kRefTensorTflops / tensor, kRefBandwidthGBs / bandwidth * memoryFactor, kRefFp32Tflops / vector,
        kRefTdpW / card.tdpW, 1.0 };
}

const Profile &profile(Benchmark benchmark)
{
    static const std::array<Profile, kBenchmarkCount> profiles = makeProfiles();
    return profiles[static_cast<std::size_t>(benchmark)];
}

double sizeOf(const CardRates &card)
{
    return (card.tensorTflops > 0 ? card.tensorTflops : card.fp32Tflops) / kRefTensorTflops;
}

CardTerms cardTerms(const CardRates &card, Precision precision, bool sparse)
{
    return { terms(card, precision, sparse), card.memoryGB, sizeOf(card) };
}

double batchFor(const Coefficients &c, double memoryGB)
{
    const BatchPoint *prev = nullptr;
    for (const BatchPoint &p : c.batches) {
        if (p.memoryGB <= 0)
            break;
        if (memoryGB <= p.memoryGB) {
            if (!prev) // smaller than every card Lambda ran: the batch shrinks with the memory
                return std::max(1.0, p.batch * memoryGB / p.memoryGB);
            const double share = (memoryGB - prev->memoryGB) / (p.memoryGB - prev->memoryGB);
            return prev->batch + share * (p.batch - prev->batch);
        }
        prev = &p;
    }
    return prev ? prev->batch : 0; // above the largest: held (A: Lambda publishes no larger sizing)
}

double derived(const CardRates &card, const Coefficients &coefficients, Precision precision, bool sparse)
{
    return rate(cardTerms(card, precision, sparse), coefficients);
}

double rate(const CardTerms &card, const Coefficients &coefficients)
{
    return rate(card.parts, card.size, coefficients, batchFor(coefficients, card.memoryGB));
}

double rate(const Terms &t, double size, const Coefficients &coefficients, double batch)
{
    if (t[Fixed] <= 0)
        return 0;
    const double s = stepTime(t, size, coefficients, batch);
    return s > 0 ? 1.0 / s : 0;
}

double derived(const GpuSpec &gpu, Benchmark benchmark, Precision precision, bool sparse)
{
    return derived(ratesOf(gpu), profile(benchmark).at(precision), precision, sparse);
}

std::span<const FitCard> fitCards()
{
    return kFitCards;
}

std::span<const MeasuredRow> measuredRows()
{
    return kMeasuredRows;
}

QString rowsSource()
{
    return QStringLiteral("https://github.com/lambdal/deeplearning-benchmark @ aa5addb6a536 "
                          "(pytorch/pytorch-train-throughput-fp16.csv, -fp32.csv, -v2-fp16.csv, -v2-fp32.csv)");
}

Precision effectivePrecision(Precision labelled, Architecture arch)
{
    // NVIDIA's Ampere and later run FP32 work as TF32; AMD's cards have no TF32.
    return labelled == Precision::Fp32 && isNvidia(arch) && arch >= Architecture::Ampere ? Precision::Tf32 : labelled;
}

std::array<BatchPoint, kBatchPoints> batchSizing(Benchmark benchmark, Precision precision)
{
    // Each memory size Lambda ran, with the largest batch it ran there (the A10 runs a little below the
    // other 24 GB cards on BERT), in order of memory.
    std::array<BatchPoint, kBatchPoints> points {};
    for (const MeasuredRow &r : kMeasuredRows) {
        if (r.benchmark != benchmark || r.precision != precision || r.batch <= 0)
            continue;
        const double memory = kFitCards[r.card].memoryGB;
        for (BatchPoint &p : points) {
            if (p.memoryGB == memory || p.memoryGB <= 0) {
                p = { memory, std::max(p.batch, static_cast<double>(r.batch)) };
                break;
            }
        }
    }
    std::sort(points.begin(), points.end(), [](const BatchPoint &a, const BatchPoint &b) {
        return (a.memoryGB > 0 ? a.memoryGB : 1e9) < (b.memoryGB > 0 ? b.memoryGB : 1e9);
    });
    return points;
}

double batchOf(const MeasuredRow &row, const Coefficients &coefficients)
{
    return row.batch > 0 ? row.batch : batchFor(coefficients, kFitCards[row.card].memoryGB);
}

Coefficients fit(std::span<const MeasuredRow *const> rows)
{
    Coefficients best;
    if (rows.empty())
        return best;
    best.batches = batchSizing(rows.front()->benchmark, rows.front()->precision);
    std::vector<Terms> x(rows.size());
    std::vector<double> y(rows.size()), batch(rows.size()), size(rows.size());
    for (std::size_t r = 0; r < rows.size(); ++r) {
        x[r] = rowTerms(*rows[r]);
        y[r] = rows[r]->samplesPerSec;
        batch[r] = batchOf(*rows[r], best);
        size[r] = sizeOf(kFitCards[rows[r]->card].rates());
    }
    // The error judged is the predicted speed's, predicted / measured - 1 = 1/u - 1 with u the predicted
    // time x measured speed. For each half-use batch of the grid: least squares on u - 1 first (linear),
    // then Gauss-Newton steps on 1/u - 1, each a weighted non-negative least squares; the half-use batch
    // with the least speed error wins.
    double bestError = -1;
    std::vector<Terms> a(rows.size());
    std::vector<double> weight(rows.size()), target(rows.size()), u(rows.size());
    for (const double halfUse : kHalfUseGrid) {
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const double factor = utilisationFactor(size[r], halfUse, batch[r]);
            for (int i = 0; i < kTerms; ++i)
                a[r][i] = x[r][i] * (i < Fixed ? factor : 1.0) * y[r];
            weight[r] = 1.0;
            target[r] = 1.0;
        }
        std::optional<Terms> c = nonNegativeLeastSquares(a, weight, target);
        for (int step = 0; c && step < kSpeedErrorSteps; ++step) {
            bool positive = true;
            for (std::size_t r = 0; r < rows.size() && positive; ++r) {
                u[r] = stepTime(a[r], *c);
                positive = u[r] > 0;
                // 1/u - 1 linearised at u: weight 1/u^4, target 2u - u^2.
                weight[r] = positive ? 1.0 / (u[r] * u[r] * u[r] * u[r]) : 0.0;
                target[r] = 2.0 * u[r] - u[r] * u[r];
            }
            if (!positive)
                break;
            if (std::optional<Terms> next = nonNegativeLeastSquares(a, weight, target))
                c = next;
            else
                break;
        }
        if (!c)
            continue;
        double error = 0;
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const double t = stepTime(a[r], *c);
            const double e = t > 0 ? 1.0 / t - 1.0 : 1e9;
            error += e * e;
        }
        if (bestError < 0 || error < bestError) {
            bestError = error;
            best.parts = *c;
            best.halfUseBatch = halfUse;
        }
    }
    return best;
}

std::span<const Founding> founding()
{
    return kFounding;
}

CardRates a100Sxm4_40gb()
{
    return { Architecture::Ampere, 1555, 312, 19.5, 400, 40 }; // C: A100 datasheet (gpus.csv)
}

CardRates v100Sxm2()
{
    // U: V100 SXM2 datasheet (gpus.csv); 32 GB as the founding figures' baseline part
    return { Architecture::Volta, 900, 125, 15.7, 300, 32 };
}

QString toString(Fabric fabric)
{
    switch (fabric) {
    case Fabric::Nvswitch:
        return QStringLiteral("NVSwitch");
    case Fabric::Nvlink:
        return QStringLiteral("NVLink");
    case Fabric::PciePeer:
        return QStringLiteral("PCIe with P2P");
    case Fabric::PcieHost:
        break;
    }
    return QStringLiteral("PCIe without P2P");
}

std::span<const MultiRow> multiRows()
{
    return kMultiRows;
}

namespace {

bool smallExchange(Benchmark b)
{
    return b == Benchmark::Resnet50 || b == Benchmark::Ssd || b == Benchmark::TransformerXlBase
        || b == Benchmark::TransformerXlLarge;
}

struct SyncFit
{
    std::array<double, kFabricCount> sync {};
    std::array<int, kFabricCount> rows {};
};

SyncFit fitSync()
{
    SyncFit fit;
    for (int f = 0; f < kFabricCount; ++f) {
        std::vector<double> values;
        for (const MultiRow &r : kMultiRows) {
            if (static_cast<int>(r.fabric) == f && smallExchange(r.benchmark) && r.gpus > 1)
                values.push_back(std::max(0.0, (1.0 / r.efficiency - 1.0) / std::log2(r.gpus)));
        }
        fit.rows[static_cast<std::size_t>(f)] = static_cast<int>(values.size());
        if (values.empty())
            continue;
        std::sort(values.begin(), values.end());
        const std::size_t n = values.size();
        fit.sync[static_cast<std::size_t>(f)] = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
    }
    return fit;
}

const SyncFit &syncFit()
{
    static const SyncFit fit = fitSync();
    return fit;
}

} // namespace

double fittedSyncPerDoubling(Fabric fabric)
{
    return syncFit().sync[static_cast<std::size_t>(fabric)];
}

int fittedRows(Fabric fabric)
{
    return syncFit().rows[static_cast<std::size_t>(fabric)];
}

double syncPerDoubling(Benchmark benchmark, Fabric fabric, double foundingValue)
{
    const bool founding = benchmark == Benchmark::SeResnext101 || benchmark == Benchmark::MaskRcnn
        || benchmark == Benchmark::TransformerWmt14;
    return founding ? foundingValue : fittedSyncPerDoubling(fabric);
}

double gradientMBPerSample(Benchmark benchmark)
{
    // FP32 gradients (params x 4 B) over the per-GPU batch of Lambda's V100 16GB runs (C, batch-size file);
    // parameter counts U; the founding benchmarks' batches A.
    switch (benchmark) {
    case Benchmark::Resnet50:
        return 25.6 * 4 / 256;
    case Benchmark::Ssd:
        return 22.0 * 4 / 96;
    case Benchmark::BertBase:
        return 110.0 * 4 / 48;
    case Benchmark::BertLarge:
        return 340.0 * 4 / 16;
    case Benchmark::TransformerXlBase:
        return 151.0 * 4 / (12 * 192); // samples are tokens: batch 12 x 192-token segments
    case Benchmark::TransformerXlLarge:
        return 257.0 * 4 / (4 * 384);
    case Benchmark::SeResnext101:
        return 49.0 * 4 / 128;
    case Benchmark::MaskRcnn:
        return 44.0 * 4 / 4;
    case Benchmark::TransformerWmt14:
        return 210.0 * 4 / 5120; // tokens
    case Benchmark::Llm:
        break;
    }
    return 0;
}

} // namespace RigPlan::BenchmarkModel
